import { ApiError } from '@site/lib/api-client';

/** What a refused login tells a self-excluded player (server: server/protection/return.ts ExclusionAccess; docs/player-protection-operator.md). */
export interface ExclusionAccess {
  withdrawOnly: boolean;
  returnStep: 'ask' | 'coolingOff' | 'confirm' | null;
  returnEffectiveAt: string | null;
}

/** The exclusion access carried by a login refusal, or null for any other error. */
export function exclusionAccessOf(error: unknown): ExclusionAccess | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const access = (error.data as { exclusion?: unknown }).exclusion;
  if (!access || typeof access !== 'object') return null;
  const { withdrawOnly, returnStep, returnEffectiveAt } = access as Record<string, unknown>;
  if (typeof withdrawOnly !== 'boolean') return null;
  const step = returnStep === 'ask' || returnStep === 'coolingOff' || returnStep === 'confirm' ? returnStep : null;
  return { withdrawOnly, returnStep: step, returnEffectiveAt: typeof returnEffectiveAt === 'string' ? returnEffectiveAt : null };
}
