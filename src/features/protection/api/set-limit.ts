import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { LimitPeriod, LimitType } from '@site/features/protection/types';
import { invalidateProtection } from './invalidate';
import { protectionSetLimit } from '@contracts/api/protection/set-limit';

export interface SetLimitBody {
  type: LimitType;
  period: LimitPeriod;
  /** Lira for deposit, loss and wager, minutes for session; null removes the limit (after the cooling-off). */
  value: number | null;
}

/**
 * POST protection/setlimit → the updated row and `applied`: true when it applies at once (first limit or a
 * decrease), false when it waits for the cooling-off (increase or removal, docs/protection-enforcement.md). Throws ApiError with the
 * server message on a refusal.
 */
export function setLimit(body: SetLimitBody) {
  return api(protectionSetLimit, body);
}

/** Mutation of protection/setlimit; invalidates the protection queries. */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setLimit, onSuccess: () => invalidateProtection(client) });
}
