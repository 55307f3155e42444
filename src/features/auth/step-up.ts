import { useSyncExternalStore } from 'react';
import type { ReauthMethod, ReauthRefusal } from '../../../contracts/domain/step-up';
import { authReauth } from '../../../contracts/api/auth/reauth';
import { apiEnvelope } from '../../lib/api-client';

/**
 * The one open re-authentication request of the site (docs/security.md "Step-up"): what the server asked for and
 * how to answer the call waiting on it. Calls refused together share it, so the player is asked once.
 */
export interface ReauthRequest {
  /** The server's words for the refusal, in the site's language. */
  message: string;
  /** The ways the server accepts, best first (today the password). */
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

/** POST auth/reauth {password}; throws ApiError with the server's message (400 for a wrong password, 429 past the limit). */
export function reauthenticate(password: string) {
  return apiEnvelope(authReauth, { password });
}
