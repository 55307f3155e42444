import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@site/lib/api-client';
import type { ReadNotificationRequest } from '@contracts/types/notifications/read-notification.request';
import { notificationsQuery } from './notifications';
import { notificationsReadNotification } from '@contracts/api/notifications/read-notification';

/** POST customer/readnotification {id: number[]} → success (docs/product.md §7). Throws ApiError with the server message. */
export async function readNotifications(ids: ReadNotificationRequest['id']): Promise<void> {
  const body: ReadNotificationRequest = { id: ids };
  await apiEnvelope(notificationsReadNotification, body);
}

/**
 * Marks notifications read (docs/product.md §4: "unread becomes read when the user opens it and the server confirms").
 * Only after the server's success are the ids flipped to read in the cache (so the unread badge falls) and the
 * list invalidated; on failure the cache is untouched and the error propagates to the caller.
 */
export function useReadNotification(token: string | undefined) {
  const client = useQueryClient();
  const { queryKey } = notificationsQuery(token);
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (_data, ids) => {
      client.setQueryData(queryKey, (old) => old?.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n)));
      void client.invalidateQueries({ queryKey });
    },
  });
}
