import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { casinoKeys } from './keys';
import { casinoGameInfo } from '@contracts/api/casino/game-info';

/**
 * POST casino/gameinfo {code} → the play page's game info (docs/fun-mode.md): provider, RTP, volatility, bet range (lira),
 * null where unknown; fun mode. Open to visitors; the catalogue changes rarely, so it is kept for 5 minutes.
 */
export const gameInfoQuery = (code: string) =>
  queryOptions({
    queryKey: casinoKeys.gameInfo(code),
    queryFn: ({ signal }) => api(casinoGameInfo, { code }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useGameInfo(code: string) {
  return useQuery(gameInfoQuery(code));
}
