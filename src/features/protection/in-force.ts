/**
 * What this browser remembers of a time-out or self-exclusion its player just confirmed (issue 17 item 5). The
 * server ends every session, so the site is logged out afterwards and cannot ask the server whose browser this is;
 * the record lets the home page say that the exclusion is in force and until when, and hold back the promotion popup,
 * until it ends. It lives in localStorage under IN_FORCE_KEY and is written after the logout cleared the storage.
 */
export const IN_FORCE_KEY = 'protectionInForce';

export interface InForceRecord {
  kind: 'timeout' | 'selfExclusion';
  /** ISO UTC end from the server's reply; null = permanent. */
  until: string | null;
}

/** Stores the record (ignored without storage: the server still refuses login, deposit and play). */
export function rememberInForce(record: InForceRecord, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(IN_FORCE_KEY, JSON.stringify(record));
  } catch {
    // Private mode without storage: nothing to remember with.
  }
}

/** The record while it is in force at `nowMs`; null when there is none, it ended (then it is removed) or it is malformed. */
export function inForce(nowMs: number = Date.now(), storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage): InForceRecord | null {
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
