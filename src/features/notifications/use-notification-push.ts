import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { RESYNC_CMD, invalidateAllPushViews, invalidateForPush, type PushViews } from '@site/lib/query-keys';
import { authAtom } from '@site/lib/session';
import { addNotificationToCache, isNotification, notificationsQuery } from './api/notifications';

/**
 * Handler for the hub's NotifyMessage {cmd: 'Notification', message: Notification} (docs/product.md §4 Notifications): adds
 * the notification to the cached list (the badge rises, the bell rings), refreshes
 * the views the push concerns (`views`: the app's table, src/app/push-views.ts) and shows its title as a toast. cmd
 * 'Resync' (the server's listener was down, or this socket has just connected: pushes may have been lost) refetches
 * the list and every push-fed view. Other commands and malformed messages are ignored. The app wires it to the
 * realtime connection.
 */
export function useNotificationPush(views: PushViews): (push: { cmd: string; message: unknown }) => void {
  const token = useAtomValue(authAtom)?.token;
  const client = useQueryClient();
  return useCallback(
    ({ cmd, message }) => {
      if (cmd === RESYNC_CMD && token) {
        void client.invalidateQueries({ queryKey: notificationsQuery(token).queryKey });
        void invalidateAllPushViews(client, views);
        return;
      }
      if (cmd !== 'Notification' || !token || !isNotification(message)) return;
      addNotificationToCache(client, token, message);
      // The server's list is the truth (a long note may arrive shortened in a push); refresh it in the background.
      void client.invalidateQueries({ queryKey: notificationsQuery(token).queryKey });
      // The views the push concerns (e.g. a withdrawal approved: history row, balance) refresh now.
      void invalidateForPush(client, views, message.type);
      toast(`${i18next.t(`notifications.types.${message.type}`)}: ${message.title}`, { icon: '🔔', id: `notification-${message.id}` });
    },
    [client, token, views],
  );
}
