import { ApiError } from './api-client';

/**
 * Idempotency keys for money-moving calls (docs/idempotency.md): one key per user action (one submit click), sent
 * as the Idempotency-Key header and reused when that same action is retried automatically, so a reply lost on the
 * way back never moves money twice: the server answers the retry with the first reply.
 */

/** Waits between automatic retries of one action, ms; their count is the number of retries. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/**
 * A fresh key: a random UUID. Outside a secure context (plain http on a LAN address) crypto.randomUUID is
 * missing, so 16 bytes of crypto.getRandomValues (available everywhere) are used as 32 hex digits instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed attempt may be sent again with the same key: no reply at all (network, status 0), the first
 * attempt still running on the server (409), or a server error (5xx: the server keeps no reply for those). A 4xx
 * is the answer to this action and is shown as it is.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 409 || error.status >= 500);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs ONE user action: makes one key, calls `send(key)`, and on a retryable failure calls it again with the SAME
 * key after each of `delaysMs`; resolves with the first success, rejects with the last error (or the first
 * non-retryable one). Call it once per click: a new call is a new action with a new key.
 */
export async function sendOnce<T>(send: (idempotencyKey: string) => Promise<T>, delaysMs: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      if (attempt >= delaysMs.length || !isRetryable(error)) throw error;
      await sleep(delaysMs[attempt]);
    }
  }
}
