import { ApiError } from '../../lib/api-client';

/** What a refused login tells a self-excluded player (server: protection-return.ts ExclusionAccess; issue 17 items 4, 14). */
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

/**
 * The site paths a withdraw-only session may open (issue 17 item 14; the server's list is
 * server/http/withdraw-only.ts): the withdrawal and the histories. Anything else shows the withdraw-only page.
 */
export const WITHDRAW_ONLY_PATHS = [
  '/dashboard/withdraw',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/session-history',
] as const;

/** Whether `pathname` is open to a withdraw-only session. */
export function isWithdrawOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (WITHDRAW_ONLY_PATHS as readonly string[]).includes(path);
}
