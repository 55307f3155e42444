import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError, onUnauthorized } from '../lib/api-client';
import { readAuth } from '../lib/auth-storage';
import { siteConfig } from '../lib/config';
import { rememberLogoutReason, takeLogoutReason } from '../lib/logout-reason';
import { reloadOnce } from '../lib/reload-guard';
import { useSession } from '../lib/use-session';
import { siteOptionsQuery } from '../features/cms/api/site-options';
import { useTrialBonusAmountFeed } from '../features/register/api/trial-bonus-amount';
import { domainStatusQuery } from '../features/cms/api/domain-status';

/**
 * App-wide startup effects (spec §4 Startup, Unauthorised reply; §8).
 * - Registers the HTTP 401 handler once: logs the player out without calling the server (the session is already
 *   invalid). Only when a session is stored, so a visitor's 401 cannot trigger a reload loop. After the reload the
 *   player reads "Your session has expired" (auth.sessionExpired, lib/logout-reason.ts).
 * - Loads site options and the domain status (cms/domainstatus); a server failure of either reloads the page
 *   (at most once per reloadGuardMs), a network error (status 0) lets the site continue without them.
 */
export function useStartup(): void {
  const { logout } = useSession();
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    let loggingOut = false;
    onUnauthorized(() => {
      if (loggingOut || !readAuth()) return;
      loggingOut = true;
      // Said after the reload that follows the logout (issue 16 item 12).
      rememberLogoutReason('sessionExpired');
      void logoutRef.current({ callServer: false });
    });
  }, []);

  const { t } = useTranslation();
  useEffect(() => {
    if (takeLogoutReason() === 'sessionExpired') toast.error(t('auth.sessionExpired'), { id: 'session-expired' });
  }, [t]);

  const { error } = useQuery(siteOptionsQuery());
  // Spec §4 Startup: the trial bonus amount feeds the Sign Up checkbox and the celebration offer.
  useTrialBonusAmountFeed();
  const { error: domainError } = useQuery(domainStatusQuery());
  useEffect(() => {
    // spec §8: site-setting and domain-status failures reload the page; a network error (status 0) does not.
    for (const failure of [error, domainError]) {
      if (failure instanceof ApiError && failure.status !== 0) {
        reloadOnce(siteConfig.startup.reloadGuardMs);
        return;
      }
    }
  }, [error, domainError]);
}
