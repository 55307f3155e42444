/* global fetch, crypto */
/**
 * Calls of the demo sportsbook's own API (/demo/sportsbook/{provider}/api/*). The page has an opaque origin
 * (sandboxed frame), so these are CORS requests carrying no cookies; the launch token rides in the body.
 * Resolves { status, body } for any HTTP reply; status 0 for a network failure. `idempotencyKey` (money-moving calls)
 * goes out as the Idempotency-Key header (docs/idempotency.md).
 */
export async function call(base, lang, path, body, idempotencyKey) {
  try {
    const response = await fetch(`${base}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        'x-locale': lang,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = await response.json().catch(() => null);
    return { status: response.status, body: parsed && typeof parsed === 'object' ? parsed : { success: false, message: '', data: null } };
  } catch {
    return { status: 0, body: { success: false, message: '', data: null } };
  }
}

/** A fresh Idempotency-Key for one bet: a UUID, or 16 random bytes in hex outside a secure context (no randomUUID). */
export function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
