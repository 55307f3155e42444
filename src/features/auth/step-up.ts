import { useSyncExternalStore } from 'react';
import type { ReauthMethod, ReauthRefusal } from '@contracts/domain/step-up';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { authReauth } from '@contracts/api/auth/reauth';
import { authReauthPasskeyOptions } from '@contracts/api/auth/reauth-passkey-options';
import type { ReauthRequest as ReauthBody } from '@contracts/types/auth/reauth.request';
import { api, apiEnvelope } from '@site/lib/api-client';

/**
 * The one open re-authentication request of the site (docs/security.md "Step-up"): what the server asked for and
 * how to answer the call waiting on it. Calls refused together share it, so the player is asked once.
 */
export interface ReauthRequest {
  /** The server's words for the refusal, in the site's language. */
  message: string;
  /** The ways the server accepts, password first, then the player's second factors ('totp', 'passkey'). */
  methods: ReauthMethod[];
}

let current: (ReauthRequest & { answer: Promise<boolean>; settle: (confirmed: boolean) => void }) | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The api client's re-authentication handler (src/lib/api-client.ts onReauthRequired): opens the "Confirm it's you"
 * dialog, or joins the one already open, and resolves true once the player has re-authenticated, false when he closes it.
 */
export function askReauth(refusal: ReauthRefusal, message: string): Promise<boolean> {
  if (current) return current.answer;
  let settle: (confirmed: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  current = { message, methods: refusal.reauth.methods, answer, settle };
  changed();
  return answer;
}

/** Closes the open request: `confirmed` true after a successful auth/reauth (the waiting calls retry), false when declined. */
export function settleReauth(confirmed: boolean): void {
  const request = current;
  current = null;
  changed();
  request?.settle(confirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open re-authentication request, or null (re-renders when it opens or closes). */
export function useReauthRequest(): ReauthRequest | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/**
 * POST auth/reauth with one proof: {password, altcha?} or {code} (a current authenticator code); throws ApiError with
 * the server's message (400 for a wrong password or code, with data {challenge} while the password breaker is
 * tripped; 429 past the limit).
 */
export function reauthenticate(proof: Pick<ReauthBody, 'password' | 'altcha'> | Pick<ReauthBody, 'code'>) {
  return apiEnvelope(authReauth, proof);
}

/**
 * Re-authenticates with one of the player's passkeys: auth/reauthpasskeyoptions, the browser's ceremony for his
 * own passkeys (@simplewebauthn/browser, loaded only now), then auth/reauth {credential}. Rejects with ApiError or
 * the browser's refusal (NotAllowedError when cancelled).
 */
export async function reauthenticateWithPasskey() {
  const [{ startAuthentication }, options] = await Promise.all([import('@simplewebauthn/browser'), api(authReauthPasskeyOptions)]);
  // The reply schema keeps the WebAuthn enums as plain strings; the values are the server library's own.
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return apiEnvelope(authReauth, { credential: credential as ReauthBody['credential'] });
}
