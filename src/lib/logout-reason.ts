/*
 * Why the player was logged out, carried across the reload that follows a logout (use-session.ts reloads 300 ms
 * after clearing local storage), so the next page can say it (issue 16 item 12: "Your session has expired").
 * Kept in sessionStorage: this tab only, and not cleared with the session's local storage.
 */

/** The reasons the site explains after the reload; the text is the locale key `auth.<reason>`. */
export type LogoutReason = 'sessionExpired';

const KEY = 'logoutReason';

/** Notes the reason before the logout (never throws: storage may be blocked). */
export function rememberLogoutReason(reason: LogoutReason): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // blocked storage: the logout still happens, only unexplained
  }
}

/** The reason noted before the last reload, removed so it is said once; null when there is none. */
export function takeLogoutReason(): LogoutReason | null {
  try {
    const reason = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return reason === 'sessionExpired' ? reason : null;
  } catch {
    return null;
  }
}
