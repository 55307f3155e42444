import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryPage, HistoryParams } from './history-params';

/** A casino round line (casino helper's contract for customer/gamehistory; type 1 Win, 2 Bet per spec §3). */
export interface GameHistoryItem {
  id: number;
  createdAt: string;
  gameName: string;
  providerName: string;
  roundId: string;
  type: 1 | 2;
  /** Lira. */
  amount: number;
  /** Lira. */
  balanceAfter: number;
}

/** POST customer/gamehistory {from?, to?, skip, take ≤ 100} → {total, items} newest first, own player only. */
export function fetchGameHistory(params: HistoryParams, signal?: AbortSignal): Promise<HistoryPage<GameHistoryItem>> {
  return api<HistoryPage<GameHistoryItem>>('POST', 'customer/gamehistory', params, { signal });
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
