import { CLIENT_RENDER_COOKIE } from '@contracts/site-boot';
import type { SessionData } from '@contracts/types/auth/session';

/** Stored auth data (docs/product.md §3): the server's session data plus the fingerprint it was issued to. Balance in lira. */
export type StoredAuthData = SessionData & { fingerprint: string };

const KEY = 'auth';

/** Reads the stored auth data from local storage; null when absent or unreadable (a corrupt entry is removed). */
export function readAuth(): StoredAuthData | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuthData>;
    if (typeof parsed.token !== 'string' || typeof parsed.username !== 'string') throw new Error('corrupt auth');
    markClientRender(parsed.withdrawOnly === true);
    return parsed as StoredAuthData;
  } catch {
    clearAuth();
    return null;
  }
}

/** Persists the stored auth data (docs/product.md §4 Login: "the session is stored with the fingerprint"). */
export function writeAuth(data: StoredAuthData): void {
  localStorage.setItem(KEY, JSON.stringify(data));
  markClientRender(data.withdrawOnly === true);
}

/** Merges fields into the stored auth data, e.g. `{ balance }` or `{ phone, smsVerified: true }`; no-op when logged out. */
export function patchAuth(patch: Partial<StoredAuthData>): StoredAuthData | null {
  const current = readAuth();
  if (!current) return null;
  const next = { ...current, ...patch };
  writeAuth(next);
  return next;
}

export function clearAuth(): void {
  markClientRender(false);
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: nothing stored either */
  }
}

/**
 * Keeps CLIENT_RENDER_COOKIE in step with the stored session: set while it is withdraw-only (docs/player-protection-operator.md), so
 * the server sends this browser the client shell rather than a visitor's rendered page with games and offers.
 */
function markClientRender(on: boolean): void {
  if (typeof document === 'undefined') return;
  const present = document.cookie.split(';').some((part) => part.trim().startsWith(`${CLIENT_RENDER_COOKIE}=`));
  if (on === present) return;
  document.cookie = on
    ? `${CLIENT_RENDER_COOKIE}=1; path=/; samesite=lax`
    : `${CLIENT_RENDER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
