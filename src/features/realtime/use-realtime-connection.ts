import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { readAuth } from '../../lib/auth-storage';
import { getFingerprint } from '../../lib/fingerprint';
import { RESYNC_CMD } from '../../lib/query-keys';
import type { HubHandle } from './hub-client';
import type { NotifyMessage } from './notify-message';
import { connectionLostAtom, connectionStateAtom, reconnectRequestAtom } from './state';
import { surfaceConnectionMessage } from './surface';

/**
 * Runs the real-time connection while a player is logged in (docs/product.md §4 Login: "the real-time connection starts";
 * Logout stops it). `token` is the stored session token (undefined for a visitor). The SignalR client is imported
 * on first use, so visitors never download it. States go to connectionStateAtom; cmd 'error' / 'disconnect' /
 * 'reconnected' become toasts; every other NotifyMessage (e.g. cmd 'Notification') is handed to `onPush`.
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
    import('./hub-client')
      .then(({ connectHub, hubUrl }) => {
        if (cancelled) return;
        handle = connectHub(hubUrl(getFingerprint()), () => readAuth()?.token ?? token, {
          onState: (state) => {
            if (cancelled) return;
            setState(state);
            // Back after the spec schedule was spent (issue 16 item 11): the offline banner goes.
            if (state === 'Connected') setLost(false);
          },
          onLost: () => {
            if (!cancelled) setLost(true);
          },
          onMessage: (message, origin) => {
            if (cancelled) return;
            // Back after a drop: pushes sent meanwhile never came, so the push-fed views refetch (docs/realtime.md).
            if (message.cmd === 'reconnected' && origin === 'client') onPushRef.current({ cmd: RESYNC_CMD, message: '' });
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
