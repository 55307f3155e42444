import { useCallback } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { authAtom } from './session';
import { dialogAtom } from './dialogs';
import { clearAuth, writeAuth, type StoredAuthData } from './auth-storage';
import { FINGERPRINT_KEY, getFingerprint } from './fingerprint';
import { api } from './api-client';
import { siteConfig } from './config';
import { reloadPage } from './page-reload';
import { IN_FORCE_KEY } from './in-force';
import { LANGUAGE_STORAGE_KEY } from './locale';
import type { SessionData } from '@contracts/types/auth/session';
import { authLogout } from '@contracts/api/auth/logout';

/**
 * Delay in ms before the page reloads after logout: config/site.json `delays.logoutReloadMs` (docs/product.md §4, §9:
 * 300 ms; docs/operators.md). Read at each logout, so a test or a run-time config sees its own value.
 */
export const logoutReloadMs = (): number => siteConfig.delays.logoutReloadMs;

/**
 * What a logout leaves in local storage: facts of this browser, not of the session — the language choice, the device
 * fingerprint, and the record of a time-out or self-exclusion its player confirmed (src/lib/in-force.ts), which must
 * outlive the logout of every tab (docs/protection-enforcement.md).
 */
const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set([LANGUAGE_STORAGE_KEY, FINGERPRINT_KEY, IN_FORCE_KEY]);

/** Removes every local storage key but KEPT_ON_LOGOUT, one by one: a kept key is never absent, not even for a moment. */
function clearSessionStorage(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key !== null && !KEPT_ON_LOGOUT.has(key)) localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing stored either
  }
}

/**
 * Session actions (docs/product.md §4 Login / Logout).
 * - `startSession(data)`: stores the server's session data with the fingerprint, marks the player logged in, closes dialogs.
 * - `logout({ callServer })`: calls GET auth/logout (unless the session is already invalid), clears the session and
 *   local storage but KEPT_ON_LOGOUT, goes to /, resets state and reloads after `delays.logoutReloadMs` (300 ms).
 */
export function useSession() {
  const [auth, setAuth] = useAtom(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const queryClient = useQueryClient();

  const startSession = useCallback(
    (data: SessionData) => {
      const stored: StoredAuthData = { ...data, fingerprint: getFingerprint() };
      writeAuth(stored);
      setAuth(stored);
      setDialog(null);
      void queryClient.invalidateQueries();
    },
    [setAuth, setDialog, queryClient],
  );

  const logout = useCallback(
    async ({ callServer = true }: { callServer?: boolean } = {}) => {
      if (callServer) await api(authLogout).catch(() => undefined);
      clearAuth();
      clearSessionStorage();
      setAuth(null);
      setDialog(null);
      queryClient.clear();
      window.history.pushState(null, '', '/');
      setTimeout(reloadPage, logoutReloadMs());
    },
    [setAuth, setDialog, queryClient],
  );

  return { auth, startSession, logout };
}
