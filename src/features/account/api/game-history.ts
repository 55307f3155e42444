import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { GAME_HISTORY_KEY } from './keys';
import type { GameHistoryData, GameHistoryItem, GameHistoryLine } from '@contracts/types/casino/game-history';
import type { GameHistoryRequest } from '@contracts/types/casino/game-history.request';
import { casinoGameHistory } from '@contracts/api/casino/game-history';

/** A round (casino) or bet (sportsbook) with its bet and win grouped and its ledger lines; amounts in lira. */
export type { GameHistoryItem, GameHistoryLine };

/**
 * POST customer/gamehistory {from?, to?, product?, status?, skip, take ≤ 100} → {total, totals {bet, win, net},
 * items} newest first, own player only (docs/histories.md).
 */
export function fetchGameHistory(params: GameHistoryRequest, signal?: AbortSignal): Promise<GameHistoryData> {
  return api(casinoGameHistory, params, { signal });
}

export const gameHistoryQuery = (params: GameHistoryRequest) =>
  queryOptions({
    queryKey: [...GAME_HISTORY_KEY, params] as const,
    queryFn: ({ signal }) => fetchGameHistory(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the game history. */
export function useGameHistory(params: GameHistoryRequest) {
  return useQuery(gameHistoryQuery(params));
}
