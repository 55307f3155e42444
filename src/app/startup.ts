import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, onUnauthorized } from '../lib/api-client';
import { readAuth } from '../lib/auth-storage';
import { siteConfig } from '../lib/config';
import { reloadOnce } from '../lib/reload-guard';
import { useSession } from '../lib/use-session';
import { siteOptionsQuery } from '../features/cms/api/site-options';
import { useTrialBonusAmountFeed } from '../features/register/api/trial-bonus-amount';

/**
 * App-wide startup effects (spec §4 Startup, Unauthorised reply; §8).
 * - Registers the HTTP 401 handler once: logs the player out without calling the server (the session is already
 *   invalid). Only when a session is stored, so a visitor's 401 cannot trigger a reload loop.
 * - Loads site options; a server failure reloads the page (at most once per reloadGuardMs), a network error
 *   (status 0) lets the site continue without them.
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
      void logoutRef.current({ callServer: false });
    });
  }, []);

  const { error } = useQuery(siteOptionsQuery());
  // Spec §4 Startup: the trial bonus amount feeds the Sign Up checkbox and the celebration offer.
  useTrialBonusAmountFeed();
  useEffect(() => {
    if (error instanceof ApiError && error.status !== 0) reloadOnce(siteConfig.startup.reloadGuardMs);
  }, [error]);
}
