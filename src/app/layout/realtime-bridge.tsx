import { useAtomValue } from 'jotai';
import { ConnectionBanner } from '../../features/realtime/components/connection-banner';
import { useRealtimeConnection } from '../../features/realtime/use-realtime-connection';
import { useNotificationPush } from '../../features/notifications/use-notification-push';
import { authAtom } from '../../lib/session';
import { BOTTOM_BAR_HEIGHT } from './bottom-bar';

/**
 * Composes the real-time connection with the notifications feature (spec §4 Login / Logout, Notifications): the
 * connection runs while a player is logged in, NotifyMessage cmd 'Notification' lands in the notification list,
 * and the reconnecting / offline banner shows above the phone bottom bar.
 */
export function RealtimeBridge() {
  const token = useAtomValue(authAtom)?.token;
  useRealtimeConnection(token, useNotificationPush());
  return token ? <ConnectionBanner phoneBottom={BOTTOM_BAR_HEIGHT} /> : null;
}
