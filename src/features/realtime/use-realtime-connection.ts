import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { getFingerprint } from '@site/lib/fingerprint';
import { RESYNC_CMD } from '@site/lib/query-keys';
import type { HubHandle } from './hub-client';
import type { NotifyMessage } from './notify-message';
import { connectionLostAtom, connectionStateAtom, reconnectRequestAtom } from './state';
import { surfaceConnectionMessage } from './surface';

/**
 * Runs the real-time connection while a player is logged in (docs/product.md §4 Login: "the real-time connection starts";
 * Logout stops it). `token` is the stored session token (undefined for a visitor); the hub itself is reached with a
 * single-use ticket fetched before each connect (hub-client.ts fetchHubTicket). The SignalR client is imported
 * on first use, so visitors never download it. States go to connectionStateAtom; cmd 'error' / 'disconnect' /
 * 'reconnected' become toasts; every other NotifyMessage (e.g. cmd 'Notification') is handed to `onPush`. Each time
 * the connection becomes Connected (first connect, reconnect, revival) `onPush` also gets cmd 'Resync', so the
 * push-fed views catch up on pushes sent before the socket was there (docs/realtime.md).
 */
export function useRealtimeConnection(token: string | undefined, onPush: (message: NotifyMessage) => void): void {
  const setState = useSetAtom(connectionStateAtom);
  const setLost = useSetAtom(connectionLostAtom);
  const reconnectRequest = useAtomValue(reconnectRequestAtom);
  const onPushRef = useRef(onPush);
  useEffect(() => {
    onPushRef.current = onPush;
  }, [onPush]);

  useEffect(() => {
    setLost(false);
    if (!token) {
      setState('Disconnected');
      return;
    }
    let cancelled = false;
    let handle: HubHandle | null = null;
    let connected = false;
    import('./hub-client')
      .then(({ connectHub, fetchHubTicket, hubUrl }) => {
        if (cancelled) return;
        // Every connect and reconnect fetches a fresh single-use ticket: no login token in the hub's URL.
        handle = connectHub(hubUrl(getFingerprint()), fetchHubTicket, {
          onState: (state) => {
            if (cancelled) return;
            setState(state);
            const arrived = state === 'Connected' && !connected;
            connected = state === 'Connected';
            if (!arrived) return;
            // Back after the spec schedule was spent (docs/realtime.md): the offline banner goes.
            setLost(false);
            // Each arrival (the first connect, a reconnect, a revival): pushes sent before the hub held this socket
            // reached nobody, and every view fetched so far was requested before then, so the push-fed views
            // refetch (docs/realtime.md "Catching up on missed pushes").
            onPushRef.current({ cmd: RESYNC_CMD, message: '' });
          },
          onLost: () => {
            if (!cancelled) setLost(true);
          },
          onMessage: (message, origin) => {
            if (cancelled) return;
            if (surfaceConnectionMessage(message, origin)) return;
            onPushRef.current(message);
          },
        });
      })
      .catch(() => {
        // The client chunk could not load (offline, new release): offer the manual reconnect.
        if (!cancelled) setLost(true);
      });
    return () => {
      cancelled = true;
      void handle?.stop();
      setState('Disconnected');
    };
  }, [token, reconnectRequest, setState, setLost]);
}
