import { useAtomValue } from 'jotai';
import { authAtom } from '@site/lib/session';
import { unreadCount, useNotifications } from './api/notifications';
import { notificationBadge } from './badge';

/**
 * The logged-in player's unread count, its badge text and the total number of notifications (undefined until
 * loaded), from the cached list; for the bottom bar's notifications tab as well as the bell.
 */
export function useNotificationBadge(): { unread: number; badge: string; total: number | undefined } {
  const token = useAtomValue(authAtom)?.token;
  const { data } = useNotifications(token);
  const unread = unreadCount(data);
  return { unread, badge: notificationBadge(unread), total: data?.length };
}
