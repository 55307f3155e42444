import { atom } from 'jotai';

/*
 * Why the player was logged out, carried across the reload that follows a logout (use-session.ts reloads delays.logoutReloadMs, 300 ms,
 * after clearing local storage), so the next page can say it ("Your session has expired";
 * docs/protection-enforcement.md: a session-time limit, a time-out or an exclusion ended the session, with the server's message saying
 * why and until when). Kept in sessionStorage: this tab only, and not cleared with the session's local storage.
 */

/** 'sessionExpired': the plain locale text auth.sessionExpired; 'sessionEnded': a protection rule ended it (message). */
export type LogoutReason = 'sessionExpired' | 'sessionEnded';

/** What the next page says: the reason and, for 'sessionEnded', the server's message in the player's language. */
export interface LogoutNotice {
  reason: LogoutReason;
  message: string | null;
}

const KEY = 'logoutReason';

/** Notes the reason before the logout (never throws: storage may be blocked). */
export function rememberLogoutReason(reason: LogoutReason, message: string | null = null): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ reason, message }));
  } catch {
    // blocked storage: the logout still happens, only unexplained
  }
}

/** The notice saved before the last reload, removed so it is said once; null when there is none or it is unreadable. */
export function takeLogoutReason(): LogoutNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LogoutNotice>;
    if (parsed.reason !== 'sessionExpired' && parsed.reason !== 'sessionEnded') return null;
    const message = typeof parsed.message === 'string' && parsed.message.length <= 500 ? parsed.message : null;
    return { reason: parsed.reason, message };
  } catch {
    return null;
  }
}

/** The protection notice shown after the reload (set by startup, cleared when the player closes it). */
export const sessionEndNoticeAtom = atom<string | null>(null);

/**
 * True for the whole page view that follows a logout a protection rule caused (set by startup with the notice, never
 * cleared): that page shows no promotion popup, neither over the notice nor after it is closed
 * (docs/protection-enforcement.md "No promotion after a protection stop").
 */
export const protectionLogoutAtom = atom(false);
