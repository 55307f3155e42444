import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { patchAuth } from '@site/lib/auth-storage';
import { dialogAtom } from '@site/lib/dialogs';
import { BALANCE_KEY } from '@site/lib/balance';
import { authAtom } from '@site/lib/session';
import { useRefreshSportsbookToken } from '@site/features/sports/api/sportsbook-token';
import { tokenPatch } from '@site/features/sports/sportsbook-launch';
import type { SportsbookId, SportsbookLaunch } from '@site/features/sports/sportsbook-launch';
import { frameTargetOrigin, isFromFrame, parseFrameMessage } from '@site/features/sports/sportsbook-messages';
import type { InitMessage } from '@site/features/sports/sportsbook-messages';

/** Hands the launch token (null: guest) to the frame showing `pageUrl`. */
function sendInit(frame: HTMLIFrameElement | null, pageUrl: string, token: string | null, cid: string | null): void {
  const target = frame?.contentWindow;
  if (!target) return;
  const message: InitMessage = { source: 'site', type: 'init', token, cid };
  // A provider's page on its own origin gets the message only while that origin is in the frame. The demo page on
  // the site's origin is opaque (sandbox without allow-same-origin), which no target can name: the recipient is
  // pinned by posting to this frame's own window.
  target.postMessage(message, frameTargetOrigin(pageUrl) ?? '*');
}

/**
 * Connects the site to a sportsbook frame (docs/architecture.md "Sportsbook frames"). Answers the frame's 'ready' with the launch token (null
 * for a visitor) and sends it again whenever it changes (login, refresh); opens the login dialog on 'login';
 * on 'tokenExpired' fetches a fresh token silently (no alert), stores it in the auth data and hands it over;
 * on 'balanceChanged' refreshes the header balance. Messages from anything but this frame are ignored.
 */
export function useSportsbookBridge(frame: RefObject<HTMLIFrameElement | null>, provider: SportsbookId, launch: SportsbookLaunch): void {
  const setDialog = useSetAtom(dialogAtom);
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  const refresh = useRefreshSportsbookToken(provider);
  const ready = useRef(false);
  const { url, token, cid } = launch;

  useEffect(() => {
    if (ready.current) sendInit(frame.current, url, token, cid);
  }, [frame, url, token, cid]);

  const { mutateAsync } = refresh;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current, url)) return;
      const type = parseFrameMessage(event.data);
      if (type === 'ready') {
        ready.current = true;
        sendInit(frame.current, url, token, cid);
      } else if (type === 'login') {
        setDialog({ name: 'login' });
      } else if (type === 'balanceChanged') {
        void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      } else if (type === 'tokenExpired' && token) {
        mutateAsync()
          .then((fresh) => {
            const stored = patchAuth(tokenPatch(provider, fresh.token, fresh.cid));
            if (stored) setAuth(stored);
          })
          // A 401 has already logged the player out (api client). Otherwise (an error reply, a network error, no
          // answer in time) the unchanged token tells the frame the refresh failed: it shows its error with Try again,
          // which asks once more.
          .catch(() => sendInit(frame.current, url, token, cid));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, url, token, cid, provider, setDialog, setAuth, queryClient, mutateAsync]);
}
