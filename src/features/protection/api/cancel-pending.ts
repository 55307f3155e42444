import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { LimitPeriod, LimitRow, LimitType } from '@site/features/protection/types';
import { invalidateProtection } from './invalidate';
import { protectionCancelPending } from '@contracts/api/protection/cancel-pending';

/** POST protection/cancelpending {type, period} → the row without its pending increase or removal (docs/protection-enforcement.md). */
export function cancelPending(body: { type: LimitType; period: LimitPeriod }): Promise<LimitRow> {
  return api(protectionCancelPending, body);
}

/** Mutation of protection/cancelpending; invalidates the protection queries. */
export function useCancelPending() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelPending, onSuccess: () => invalidateProtection(client) });
}
