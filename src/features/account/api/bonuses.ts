import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { BONUSES_KEY } from './keys';
import type { BonusList } from '@contracts/types/bonus/bonuses';
import type { HistoryParams } from './history-params';
import { bonusBonuses } from '@contracts/api/bonus/bonuses';

/** A bonus of the player; amounts in lira, times ISO UTC. */
export type BonusItem = BonusList['items'][number];

/** POST customer/bonuses {skip, take} → {total, items}. The call takes no date range. */
export function fetchBonuses(params: Pick<HistoryParams, 'skip' | 'take'>, signal?: AbortSignal): Promise<BonusList> {
  return api(bonusBonuses, params, { signal });
}

export const bonusesQuery = (params: Pick<HistoryParams, 'skip' | 'take'>) =>
  queryOptions({
    queryKey: [...BONUSES_KEY, params] as const,
    queryFn: ({ signal }) => fetchBonuses(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the player's bonuses. */
export function useBonuses(params: Pick<HistoryParams, 'skip' | 'take'>) {
  return useQuery(bonusesQuery(params));
}
