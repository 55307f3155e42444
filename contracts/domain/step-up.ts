/**
 * Step-up re-authentication (docs/security.md "Step-up"), the one definition shared by the server (which refuses a
 * call with it) and the site (which answers it with the "Confirm it's you" dialog and retries the call once).
 *
 * A guarded call made when the session's last re-authentication (or its login) is older than the window answers
 * HTTP 403 with data `{ reauth: { methods } }`: the ways the player may prove himself again through POST auth/reauth,
 * password first, then the player's second factors: 'totp' when his authenticator app is on (a current code; never
 * a recovery code, which stays the way back when the phone is lost), 'passkey' when he has passkeys (an assertion
 * for the options of POST auth/reauthpasskeyoptions).
 */
export type ReauthMethod = 'password' | 'totp' | 'passkey';

/** The `data` of a step-up refusal. */
export interface ReauthRefusal {
  reauth: { methods: ReauthMethod[] };
}

/** The HTTP status of a step-up refusal (never 401, which the site reads as "session expired"). */
export const REAUTH_STATUS = 403;

/** The refusal's `data` when a reply of HTTP `status` with `data` is a step-up refusal, else null. */
export function reauthRefusalOf(status: number, data: unknown): ReauthRefusal | null {
  if (status !== REAUTH_STATUS || typeof data !== 'object' || data === null || !('reauth' in data)) return null;
  const reauth = (data as { reauth: unknown }).reauth;
  if (typeof reauth !== 'object' || reauth === null || !Array.isArray((reauth as { methods?: unknown }).methods)) return null;
  return data as ReauthRefusal;
}
