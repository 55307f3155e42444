import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { siteConfig } from '@site/lib/config';
import type { Notification } from '@contracts/types/notifications/notification';
import { notificationKeys } from './keys';
import { notificationsNotification } from '@contracts/api/notifications/notification';

export type { Notification };

/** The list request of docs/product.md §9: skip 0, take 100 (config/site.json notifications). */
export const NOTIFICATION_PAGE = { skip: siteConfig.notifications.skip, take: siteConfig.notifications.take } as const;

/** POST customer/notification {skip, take} → the player's notifications, newest first (docs/product.md §7, §3 Notification). */
export const notificationsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: notificationKeys.list(token),
    queryFn: ({ signal }) => api(notificationsNotification, NOTIFICATION_PAGE, { signal }),
    enabled: Boolean(token),
    // Pushes keep the list current; a refetch on focus covers pushes missed while offline.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The logged-in player's notifications (newest first); `data` undefined while logged out or loading. */
export function useNotifications(token: string | undefined) {
  return useQuery(notificationsQuery(token));
}

/** Number of unread notifications in a list (docs/product.md §2 bell "unread badge"). */
export function unreadCount(list: readonly Notification[] | undefined): number {
  return list?.filter((n) => !n.isRead).length ?? 0;
}

/** True when `value` has the shape of docs/product.md §3's Notification (used to trust a hub push before caching it). */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    Number.isInteger(n.id) &&
    [1, 2, 3, 4, 5].includes(n.type as number) &&
    typeof n.title === 'string' &&
    typeof n.note === 'string' &&
    typeof n.timeStamp === 'string' &&
    typeof n.isRead === 'boolean'
  );
}

/**
 * Puts a pushed notification at the top of the cached list (docs/product.md §4: "A real-time message with cmd Notification
 * carries a notification message"); a repeated id replaces the old entry; the list stays within `take`.
 * When the list is not loaded yet, the query is invalidated instead so the next fetch includes it.
 */
export function addNotificationToCache(client: QueryClient, token: string, notification: Notification): void {
  const { queryKey } = notificationsQuery(token);
  if (!client.getQueryData(queryKey)) {
    void client.invalidateQueries({ queryKey });
    return;
  }
  client.setQueryData(queryKey, (old) =>
    [notification, ...(old ?? []).filter((n) => n.id !== notification.id)].slice(0, NOTIFICATION_PAGE.take),
  );
}
