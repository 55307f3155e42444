import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryPage, HistoryParams } from './history-params';

/** A bonus of the player (account helper's contract for customer/bonuses); amounts in lira. */
export interface BonusItem {
  id: number;
  name: string;
  amount: number;
  wageringRequired: number;
  wagered: number;
  status: 'active' | 'completed' | 'expired' | 'cancelled';
  createdAt: string;
  expiresAt: string | null;
}

/** POST customer/bonuses {skip, take} → {total, items}. The call takes no date range. */
export function fetchBonuses(params: Pick<HistoryParams, 'skip' | 'take'>, signal?: AbortSignal): Promise<HistoryPage<BonusItem>> {
  return api<HistoryPage<BonusItem>>('POST', 'customer/bonuses', params, { signal });
}

export const bonusesQuery = (params: Pick<HistoryParams, 'skip' | 'take'>) =>
  queryOptions({
    queryKey: ['customer', 'bonuses', params] as const,
    queryFn: ({ signal }) => fetchBonuses(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the player's bonuses. */
export function useBonuses(params: Pick<HistoryParams, 'skip' | 'take'>) {
  return useQuery(bonusesQuery(params));
}
