import { useCallback, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { Loading } from '@site/components/loading';
import { notificationsOpenAtom } from '@site/lib/panels';
import { authAtom } from '@site/lib/session';
import { useSiteTime } from '@site/lib/use-site-time';
import { unreadCount, useNotifications, type Notification } from '@site/features/notifications/api/notifications';
import { useReadNotification } from '@site/features/notifications/api/read-notification';
import { NotificationDetail } from './notification-detail';
import { NotificationList } from './notification-list';
import { Empty, PanelBody, Summary, SummaryRow } from './panel-styles';

/** Desktop height of the panel in px (docs/product.md §9: 582 px; full height on mobile). */
export const PANEL_HEIGHT = 582;

/**
 * The notifications panel the bell opens (docs/product.md §2, §4 Notifications): list and detail views, a bottom sheet on
 * phones. Opening an unread notification calls customer/readnotification and it turns read only when the server
 * confirms; opening a read one makes no call; Mark all as read sends every unread id at once. Back or close returns
 * to the list. Times are Istanbul time, named in the summary line.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(notificationsOpenAtom);
  const token = useAtomValue(authAtom)?.token;
  const { data, isPending, isError, refetch } = useNotifications(token);
  const read = useReadNotification(token);
  const time = useSiteTime();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [returnFocusId, setReturnFocusId] = useState<number | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    setSelectedId(null);
    setReturnFocusId(null);
  }, [setOpen]);

  const openNotification = (n: Notification) => {
    setSelectedId(n.id);
    if (!n.isRead) read.mutate([n.id], { onError: (error) => toast.error(error.message) });
  };
  const back = () => {
    setReturnFocusId(selectedId);
    setSelectedId(null);
  };

  const selected = data?.find((n) => n.id === selectedId) ?? null;
  const unread = unreadCount(data);
  // Mark all as read: customer/readnotification (docs/product.md §7) with every unread id of the list (take 100, the call's maximum).
  const markAllRead = () => {
    const [first, ...rest] = (data ?? []).filter((n) => !n.isRead).map((n) => n.id);
    if (first !== undefined) read.mutate([first, ...rest], { onError: (error) => toast.error(error.message) });
  };
  let body;
  if (!token) body = null;
  else if (isPending) body = <Loading />;
  else if (isError) {
    body = (
      <Empty>
        <p>{t('notifications.loadError')}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('notifications.retry')}
        </Button>
      </Empty>
    );
  } else if (selected) body = <NotificationDetail notification={selected} onBack={back} />;
  else {
    body = (
      <>
        {data.length > 0 ? (
          <SummaryRow>
            <Summary>
              <span>{unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}</span>
              <span aria-hidden="true"> · </span>
              <span>{time.zone}</span>
            </Summary>
            {unread > 0 ? (
              <Button variant="ghost" size="sm" onClick={markAllRead} disabled={read.isPending}>
                {t('notifications.markAllRead')}
              </Button>
            ) : null}
          </SummaryRow>
        ) : null}
        <NotificationList notifications={data} onOpen={openNotification} focusId={returnFocusId} />
      </>
    );
  }
  return (
    <Dialog open={open && Boolean(token)} onClose={close} title={t('notifications.title')} variant="fullsheet" height={PANEL_HEIGHT}>
      <PanelBody data-testid="notifications-panel">{body}</PanelBody>
    </Dialog>
  );
}
