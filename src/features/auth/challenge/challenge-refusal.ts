import { ApiError } from '@site/lib/api-client';

/**
 * The proof-of-work challenge a password check's refusal carries while the site-wide password breaker is tripped
 * (server: services/password-guard.ts ChallengeRefusal; docs/security.md "Password spraying"), as the ALTCHA widget
 * takes it.
 */
export interface PasswordChallenge {
  parameters: Record<string, unknown>;
  signature?: string;
}

/** The challenge carried by a refusal, or null for any other error. */
export function challengeOf(error: unknown): PasswordChallenge | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const challenge = (error.data as { challenge?: unknown }).challenge;
  if (!challenge || typeof challenge !== 'object') return null;
  const { parameters } = challenge as { parameters?: unknown };
  return parameters && typeof parameters === 'object' ? (challenge as PasswordChallenge) : null;
}
