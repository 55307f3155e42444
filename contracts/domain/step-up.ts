/**
 * Step-up re-authentication (docs/security.md "Step-up"), the one definition shared by the server (which refuses a
 * call with it) and the site (which answers it with the "Confirm it's you" dialog and retries the call once).
 *
 * A guarded call made when the session's last re-authentication (or its login) is older than the window answers
 * HTTP 403 with data `{ reauth: { methods } }`: the ways the player may prove himself again through POST auth/reauth,
 * best first. Today that is the password; a second factor adds its own name here.
 */
export type ReauthMethod = 'password';

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
