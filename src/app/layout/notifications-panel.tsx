import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { notificationsOpenAtom } from '../../lib/panels';

/** Desktop height of the notifications panel (spec §9: 582 px; full height on mobile). */
const PANEL_HEIGHT = 582;

/**
 * Notifications panel opened by the bell (spec §2). The list and detail views come with
 * the notifications issue; full height on mobile, 582 px on desktop. Until then it shows the spec's empty state.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(notificationsOpenAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <Dialog open={open} onClose={close} title={t('header.notifications')} height={PANEL_HEIGHT}>
      <p>{t('notifications.empty')}</p>
    </Dialog>
  );
}
