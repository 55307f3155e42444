import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GameHistoryData, GameHistoryItem } from '../../../generated/api/customer/game-history';
import type { HistoryParams } from './history-params';

/** A casino round line (type 1 Win, 2 Bet per spec §3); amounts in lira. */
export type { GameHistoryItem };

/** POST customer/gamehistory {from?, to?, skip, take ≤ 100} → {total, items} newest first, own player only. */
export function fetchGameHistory(params: HistoryParams, signal?: AbortSignal): Promise<GameHistoryData> {
  return api<GameHistoryData>('POST', 'customer/gamehistory', params, { signal });
}

export const gameHistoryQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: ['customer', 'gamehistory', params] as const,
    queryFn: ({ signal }) => fetchGameHistory(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the game history. */
export function useGameHistory(params: HistoryParams) {
  return useQuery(gameHistoryQuery(params));
}
