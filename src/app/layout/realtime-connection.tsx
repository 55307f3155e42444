import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { ConnectionBanner } from '@site/features/realtime/components/connection-banner';
import { useRealtimeConnection } from '@site/features/realtime/use-realtime-connection';
import { useNotificationPush } from '@site/features/notifications/use-notification-push';
import { authAtom } from '@site/lib/session';
import { PUSH_VIEWS } from '@site/app/push-views';
import { BOTTOM_BAR_HEIGHT } from './bottom-bar';

/**
 * Composes the real-time connection with the notifications feature (docs/product.md §4 Login / Logout, Notifications): the
 * connection runs while a player is logged in, NotifyMessage cmd 'Notification' lands in the notification list,
 * a System notification that is a limit warning (docs/protection-enforcement.md) becomes a warning toast, and the reconnecting / offline
 * banner shows above the phone bottom bar. Loaded by RealtimeBridge (./realtime-bridge.tsx) for the first player
 * session of the page, and mounted from then on (a logout stops the connection through the token).
 */
export function RealtimeConnection() {
  const token = useAtomValue(authAtom)?.token;
  const client = useQueryClient();
  const notify = useNotificationPush(PUSH_VIEWS);
  const onPush = useCallback(
    (push: { cmd: string; message: unknown }) => {
      notify(push);
      // A System notification may be a limit warning; the protection feature (loaded on demand) checks.
      const { type, id } = (push.message ?? {}) as { type?: unknown; id?: unknown };
      if (push.cmd === 'Notification' && type === 5 && typeof id === 'number' && token) {
        void import('@site/features/protection/limit-warning-push').then((m) =>
          m.showNewLimitWarnings(client, token, id),
        );
      }
    },
    [notify, client, token],
  );
  useRealtimeConnection(token, onPush);
  return token ? <ConnectionBanner phoneBottom={BOTTOM_BAR_HEIGHT} /> : null;
}
