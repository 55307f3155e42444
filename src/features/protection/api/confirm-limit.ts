import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { LimitPeriod, LimitRow, LimitType } from '@site/features/protection/types';
import { invalidateProtection } from './invalidate';
import { protectionConfirmLimit } from '@contracts/api/protection/confirm-limit';

/**
 * POST protection/confirmlimit {type, period} → the row with the pending value applied. Refused (400, time left in
 * the message) before the cooling-off has passed (docs/protection-enforcement.md).
 */
export function confirmLimit(body: { type: LimitType; period: LimitPeriod }): Promise<LimitRow> {
  return api(protectionConfirmLimit, body);
}

/** Mutation of protection/confirmlimit; invalidates the protection queries. */
export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmLimit, onSuccess: () => invalidateProtection(client) });
}
