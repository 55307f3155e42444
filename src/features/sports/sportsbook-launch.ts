import type { StoredAuthData } from '@site/lib/auth-storage';

/** The two sportsbook integrations (docs/product.md §2: /livespor/{id}, /spor/{id}). */
export type SportsbookId = 'fcg' | 'betco';

export function isSportsbookId(value: unknown): value is SportsbookId {
  return value === 'fcg' || value === 'betco';
}

/**
 * Where a visitor's sportsbook lives: without stored auth data there is no betsyUrl/betcoUrl, and the guest
 * view is the same page with no token. Kept equal to the server's DEMO_SPORTSBOOK_URLS.
 */
export const GUEST_SPORTSBOOK_URLS: Readonly<Record<SportsbookId, string>> = {
  fcg: '/demo/sportsbook/fcg',
  betco: '/demo/sportsbook/betco',
};

/** What a sportsbook is embedded with: its page, and for a player the launch token (and fcg's customer id). */
export interface SportsbookLaunch {
  url: string;
  /** null for a visitor (guest view). */
  token: string | null;
  cid: string | null;
}

/**
 * The launch values from the stored auth data (docs/product.md §3): fcg uses betsyUrl, betsyToken and betsyCid; betco
 * uses betcoUrl and betcoToken. A visitor, or a player whose stored data lacks them, gets the guest view.
 */
export function launchFor(provider: SportsbookId, auth: StoredAuthData | null): SportsbookLaunch {
  if (provider === 'fcg') {
    return { url: auth?.betsyUrl || GUEST_SPORTSBOOK_URLS.fcg, token: auth?.betsyToken || null, cid: auth?.betsyCid || null };
  }
  return { url: auth?.betcoUrl || GUEST_SPORTSBOOK_URLS.betco, token: auth?.betcoToken || null, cid: null };
}

/** The stored-auth fields a refreshed token goes into (docs/product.md §3 names). */
export function tokenPatch(provider: SportsbookId, token: string, cid: string | null): Partial<StoredAuthData> {
  return provider === 'fcg' ? { betsyToken: token, ...(cid ? { betsyCid: cid } : {}) } : { betcoToken: token };
}

/**
 * The frame's src: the sportsbook page with the view (live or pre-match) and the site language. Neither the token
 * (it would land in history and logs) nor fcg's customer id is put in the URL: both go by postMessage (init), so the
 * src of a visitor and of the same visitor after login is the same, and logging in keeps the frame and the
 * visitor's selection, as betco does.
 */
export function frameSrc(launch: SportsbookLaunch, options: { live: boolean; lang: string }): string {
  const url = new URL(launch.url, window.location.origin);
  url.searchParams.set('view', options.live ? 'live' : 'prematch');
  url.searchParams.set('lang', options.lang);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}
