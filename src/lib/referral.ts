import type { RegisterRequest } from '@contracts/types/auth/register.request';

/** Referral and affiliate values of the registration payload (docs/product.md §3: optional refId, or partner/subid/source). */
export type Referral = Pick<RegisterRequest, 'refId' | 'partner' | 'subid' | 'source'>;

/** Something with getItem, e.g. localStorage; null when storage is blocked. */
export type KeyValueSource = Pick<Storage, 'getItem'> | null;
/** What captureReferral / clearReferral write to; null when storage is blocked. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** The local-storage keys of the referral values (docs/product.md §3 names them: refId, partner, subid, source). */
export const REFERRAL_KEYS = ['refId', 'partner', 'subid', 'source'] as const;
/** Local-storage key of the moment (ms since epoch) after which the stored referral no longer counts. */
export const REFERRAL_EXPIRES_KEY = 'referralExpiresAt';
/**
 * How long a referral stored on landing counts, in ms: 30 days, the usual affiliate cookie window.
 * The first landing with referral values wins for this long; a later link does not overwrite it.
 */
export const REFERRAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Longest partner / subid / source kept, in characters (schemas/api/auth/register.request.json maxLength). */
export const REFERRAL_TEXT_MAX = 100;

type ReferralKey = (typeof REFERRAL_KEYS)[number];

/** A valid value of `key` as a string, or undefined: refId a positive safe integer, the others 1-100 printable characters. */
function validValue(key: ReferralKey, raw: string | null | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (key === 'refId') return /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? value : undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return value.length <= REFERRAL_TEXT_MAX && !/[\u0000-\u001f\u007f]/.test(value) ? value : undefined;
}

function safeGet(storage: KeyValueSource, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** Whether the stored referral has passed its expiry (a referral written without one, e.g. by an older site, counts). */
function storedExpired(storage: KeyValueSource, nowMs: number): boolean {
  const expires = Number(safeGet(storage, REFERRAL_EXPIRES_KEY));
  return safeGet(storage, REFERRAL_EXPIRES_KEY) !== null && (!Number.isFinite(expires) || expires <= nowMs);
}

/**
 * Reads the referral values (docs/product.md §3): each key from local storage first (unless the stored referral expired),
 * otherwise from the URL query (`search`, e.g. '?refId=12'). A valid refId wins and is sent alone as a number;
 * otherwise the valid affiliate values partner/subid/source that are present. Invalid and blank values are ignored;
 * never throws.
 */
export function readReferral(storage: KeyValueSource, search: string, nowMs: number = Date.now()): Referral {
  const query = new URLSearchParams(search);
  const useStored = !storedExpired(storage, nowMs);
  const read = (key: ReferralKey) => (useStored ? validValue(key, safeGet(storage, key)) : undefined) ?? validValue(key, query.get(key));
  const refId = read('refId');
  if (refId !== undefined) return { refId: Number(refId) };
  const referral: Referral = {};
  for (const key of ['partner', 'subid', 'source'] as const) {
    const value = read(key);
    if (value !== undefined) referral[key] = value;
  }
  return referral;
}

/** Removes the stored referral values and their expiry (after a successful registration, or once expired). */
export function clearReferral(storage: KeyValueStore): void {
  try {
    for (const key of [...REFERRAL_KEYS, REFERRAL_EXPIRES_KEY]) storage?.removeItem(key);
  } catch {
    // storage blocked: nothing is stored either
  }
}

/**
 * Stores the referral values of a landing URL, on any page: first touch wins — while a stored
 * referral has not expired (REFERRAL_TTL_MS) a new link changes nothing; an expired one is replaced. Only valid
 * values are stored (refId a positive integer; partner/subid/source up to REFERRAL_TEXT_MAX characters), each
 * under its docs/product.md §3 key, with REFERRAL_EXPIRES_KEY = now + REFERRAL_TTL_MS. Returns whether it stored anything.
 */
export function captureReferral(storage: KeyValueStore, search: string, nowMs: number = Date.now()): boolean {
  if (!storage) return false;
  const query = new URLSearchParams(search);
  const landed = REFERRAL_KEYS.flatMap((key) => {
    const value = validValue(key, query.get(key));
    return value === undefined ? [] : [[key, value] as const];
  });
  if (landed.length === 0) return false;
  if (storedExpired(storage, nowMs)) clearReferral(storage);
  else if (REFERRAL_KEYS.some((key) => validValue(key, safeGet(storage, key)) !== undefined)) return false;
  try {
    for (const [key, value] of landed) storage.setItem(key, value);
    storage.setItem(REFERRAL_EXPIRES_KEY, String(nowMs + REFERRAL_TTL_MS));
    return true;
  } catch {
    return false; // storage full or blocked: the query still counts while the visitor stays on the landing URL
  }
}

/** window.localStorage, or null where the browser blocks it (private modes, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
