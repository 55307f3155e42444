import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { ApiError, onUnauthorized, type UnauthorizedReply } from '@site/lib/api-client';
import { readAuth } from '@site/lib/auth-storage';
import { siteConfig } from '@site/lib/config';
import { protectionLogoutAtom, rememberLogoutReason, sessionEndNoticeAtom, takeLogoutReason } from '@site/lib/logout-reason';
import { announceSessionEnd, endingMessage, onSessionEndElsewhere } from '@site/lib/session-sync';
import { reloadOnce } from '@site/lib/reload-guard';
import { useSession } from '@site/lib/use-session';
import { withToast } from '@site/lib/toast';
import { siteOptionsQuery } from '@site/features/cms/api/site-options';
import { useTrialBonusAmountFeed } from '@site/features/auth/register/api/trial-bonus-amount';
import { domainStatusQuery } from '@site/features/cms/api/domain-status';

/** Whether a 401 says a protection rule ended the session (data.reason from the server, docs/protection-enforcement.md), with a message. */
function endedByProtection(reply: UnauthorizedReply): reply is UnauthorizedReply & { message: string } {
  const reason = (reply.data as { reason?: unknown } | null)?.reason;
  return (reason === 'sessionLimit' || reason === 'exclusion') && typeof reply.message === 'string' && reply.message.length > 0;
}

/**
 * App-wide startup effects (docs/product.md §4 Startup, Unauthorised reply; §8).
 * - Registers the HTTP 401 handler once: logs the player out without calling the server (the session is already
 *   invalid). Only when a session is stored, so a visitor's 401 cannot trigger a reload loop. After the reload the
 *   player reads "Your session has expired" (auth.sessionExpired, lib/logout-reason.ts), or, when a protection rule
 *   ended the session (session-time limit, time-out, exclusion: docs/protection-enforcement.md), the server's message saying why and until
 *   when. The other tabs of the browser end with it (lib/session-sync.ts).
 * - Loads site options and the domain status (cms/domainstatus); a server failure of either reloads the page
 *   (at most once per reloadGuardMs), a network error (status 0) lets the site continue without them.
 */
export function useStartup(): void {
  const { auth, logout } = useSession();
  const logoutRef = useRef(logout);
  const authRef = useRef(auth);
  useEffect(() => {
    logoutRef.current = logout;
    authRef.current = auth;
  }, [logout, auth]);

  useEffect(() => {
    let loggingOut = false;
    /** Ends this tab's session locally; `message` = why, from the server (docs/protection-enforcement.md) or another tab. */
    const endHere = (message: string | null, tellOthers: boolean) => {
      // The in-memory session counts too: another tab may have cleared the shared storage already (docs/protection-enforcement.md).
      if (loggingOut || (!readAuth() && !authRef.current)) return;
      loggingOut = true;
      // Said after the reload that follows the logout (docs/protection-enforcement.md).
      if (message) rememberLogoutReason('sessionEnded', message);
      else rememberLogoutReason('sessionExpired');
      if (tellOthers) announceSessionEnd(message);
      void logoutRef.current({ callServer: false });
    };
    onUnauthorized((reply) => endHere(endedByProtection(reply) ? reply.message : null, true));
    return onSessionEndElsewhere((message) => {
      const token = authRef.current?.token;
      // The storage path carries no message: this tab's own (now dead) token tells why, if a protection rule ended it.
      if (message !== null || !token) endHere(message, false);
      else void endingMessage(token).then((said) => endHere(said, false));
    });
  }, []);

  const { t } = useTranslation();
  const setNotice = useSetAtom(sessionEndNoticeAtom);
  const setProtectionLogout = useSetAtom(protectionLogoutAtom);
  useEffect(() => {
    const notice = takeLogoutReason();
    // A protection rule ended the session: no promotion popup in this page view (docs/protection-enforcement.md).
    if (notice?.reason === 'sessionEnded') setProtectionLogout(true);
    if (notice?.reason === 'sessionEnded' && notice.message) setNotice(notice.message);
    else if (notice) withToast((toast) => toast.error(t('auth.sessionExpired'), { id: 'session-expired' }));
  }, [t, setNotice, setProtectionLogout]);

  const { error } = useQuery(siteOptionsQuery());
  // Spec §4 Startup: the trial bonus amount feeds the Sign Up checkbox and the celebration offer.
  useTrialBonusAmountFeed();
  const { error: domainError } = useQuery(domainStatusQuery());
  useEffect(() => {
    // docs/product.md §8: site-setting and domain-status failures reload the page; a network error (status 0) does not.
    for (const failure of [error, domainError]) {
      if (failure instanceof ApiError && failure.status !== 0) {
        reloadOnce(siteConfig.startup.reloadGuardMs);
        return;
      }
    }
  }, [error, domainError]);
}
