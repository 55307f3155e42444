import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@site/components/icon-button';
import { notificationsOpenAtom } from '@site/lib/panels';
import { useNotificationBadge } from '@site/features/notifications/use-notification-badge';
import { Shake, useShakeOnChange } from '@site/features/notifications/shake';

/**
 * The header's notification bell (docs/product.md §2 Header): unread badge ('9+' from 9), rings when the number of
 * notifications changes, opens the panel. `status` is drawn at its corner (the app passes the connection dot).
 * `aria-live="off"` (nothing is announced): the modal primitive hides the page behind an open dialog from assistive
 * technology except live regions (docs/dialogs.md), so the unread count stays readable over its own panel.
 */
export function NotificationBell({ status }: { status?: ReactNode }) {
  const { t } = useTranslation();
  const { unread, badge, total } = useNotificationBadge();
  const setOpen = useSetAtom(notificationsOpenAtom);
  const shakeProps = useShakeOnChange(total);
  return (
    <Shake {...shakeProps} data-testid="notification-bell" aria-live="off">
      <IconButton
        icon="bell"
        label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
        badgeText={badge}
        onClick={() => setOpen(true)}
      />
      {status}
    </Shake>
  );
}
