import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { RealityCheckState } from '@site/features/protection/types';
import { invalidateProtection } from './invalidate';
import { protectionRealityCheck } from '@contracts/api/protection/reality-check';

/**
 * POST protection/realitycheck {intervalMinutes} → the reality-check state. Minutes must be one of the profile's
 * intervalsMinutes; null turns the reality check off (docs/protection-enforcement.md).
 */
export function setRealityCheckInterval(intervalMinutes: number | null): Promise<RealityCheckState> {
  return api(protectionRealityCheck, { intervalMinutes });
}

/** Mutation of protection/realitycheck; invalidates the protection queries so the scheduler re-plans. */
export function useSetRealityCheckInterval() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setRealityCheckInterval, onSuccess: () => invalidateProtection(client) });
}
