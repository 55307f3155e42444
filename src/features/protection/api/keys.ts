/*
 * The protection feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/** Every protection query (status with limits and their usage, session summary, identity): ['protection', …]. */
export const PROTECTION_KEY = ['protection'] as const;
/** The session summary (net and session time of the play bar's clock), any token. */
export const SESSION_SUMMARY_KEY = [...PROTECTION_KEY, 'sessionsummary'] as const;
/** The identity state (docs/registration-checks.md), any token. */
export const IDENTITY_KEY = [...PROTECTION_KEY, 'identity'] as const;

export const protectionKeys = {
  status: (token: string | undefined) => [...PROTECTION_KEY, 'status', token ?? ''] as const,
  sessionSummary: (token: string | undefined) => [...SESSION_SUMMARY_KEY, token ?? ''] as const,
  identity: (token: string | undefined) => [...IDENTITY_KEY, token ?? ''] as const,
};
