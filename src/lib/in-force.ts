import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { IN_FORCE_COOKIE } from '@contracts/site-boot';
import { isLoggedInAtom } from './session';
import { useHydrated } from './use-hydrated';

/*
 * What this browser remembers of a time-out or self-exclusion its player just confirmed
 * (docs/protection-enforcement.md "No promotion after a protection stop"). The server ends every session,
 * so the site is logged out afterwards and cannot ask the server whose browser this is; the record lets the home page
 * say that the exclusion is in force and until when, and hold back every promotion, until it ends.
 *
 * Two parts, written together, before the logout:
 * - the record in localStorage under IN_FORCE_KEY, which no logout removes (src/lib/use-session.ts keeps it, in this
 *   tab and in every other tab that logs out after it);
 * - the cookie IN_FORCE_COOKIE (contracts/site-boot.ts), which lives until the exclusion ends: with it the server
 *   sends the client shell instead of a rendered visitor's page (server/site-config/ssr.ts), so no banner or carousel
 *   of the server's HTML is painted before the browser reads the record.
 */
export const IN_FORCE_KEY = 'protectionInForce';

export interface InForceRecord {
  kind: 'timeout' | 'selfExclusion';
  /** ISO UTC end from the server's reply; null = permanent. */
  until: string | null;
}

/** The longest life browsers give a cookie (400 days, RFC 6265bis); a longer exclusion renews it at each read. */
const COOKIE_MAX_S = 400 * 24 * 3600;

/** Sets (until the record's end, at most COOKIE_MAX_S) or removes the in-force cookie; nothing outside a browser. */
function writeCookie(record: InForceRecord | null, nowMs: number): void {
  if (typeof document === 'undefined') return;
  if (!record) {
    document.cookie = `${IN_FORCE_COOKIE}=; path=/; max-age=0; samesite=lax`;
    return;
  }
  const leftS = record.until === null ? COOKIE_MAX_S : Math.ceil((Date.parse(record.until) - nowMs) / 1000);
  document.cookie = `${IN_FORCE_COOKIE}=1; path=/; max-age=${Math.min(Math.max(leftS, 1), COOKIE_MAX_S)}; samesite=lax`;
}

/** Whether the in-force cookie is set in this browser (false outside one). */
function hasCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${IN_FORCE_COOKIE}=1`);
}

/**
 * Stores the record and sets the cookie. Call it before the logout, so that every tab's logout finds it and keeps it.
 * Ignored without storage: the server still refuses login, deposit and play.
 */
export function rememberInForce(record: InForceRecord, storage: Pick<Storage, 'setItem'> = localStorage, nowMs: number = Date.now()): void {
  try {
    storage.setItem(IN_FORCE_KEY, JSON.stringify(record));
  } catch {
    // Private mode without storage: nothing to remember with.
  }
  writeCookie(record, nowMs);
}

/**
 * The record while it is in force at `nowMs`; null when there is none, it ended (then it is removed) or it is
 * malformed. Keeps the cookie in step: renewed while the record is in force, removed otherwise.
 */
export function inForce(nowMs: number = Date.now(), storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage): InForceRecord | null {
  const record = readRecord(nowMs, storage);
  if (record !== null || hasCookie()) writeCookie(record, nowMs);
  return record;
}

function readRecord(nowMs: number, storage: Pick<Storage, 'getItem' | 'removeItem'>): InForceRecord | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(IN_FORCE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<InForceRecord>;
    const kindOk = r.kind === 'timeout' || r.kind === 'selfExclusion';
    const untilMs = r.until === null ? Infinity : typeof r.until === 'string' ? Date.parse(r.until) : NaN;
    if (kindOk && untilMs > nowMs) return { kind: r.kind as InForceRecord['kind'], until: r.until ?? null };
  } catch {
    // Malformed: dropped below.
  }
  storage.removeItem(IN_FORCE_KEY);
  return null;
}

/**
 * The record in force for the page, for a visitor (a player logged in on this browser is not held back by it): null
 * on the server and while the browser hydrates server HTML (the record is in this browser's storage; a browser that
 * has one gets no server HTML, see above). Read again when the session ends, so a tab logged out by another tab's
 * time-out shows the in-force screen at once, with no visitor's page in between.
 */
export function useInForce(): InForceRecord | null {
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useMemo(() => (hydrated && !loggedIn ? inForce() : null), [hydrated, loggedIn]);
}
