import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { CasinoGameList } from '@contracts/types/casino/games';
import type { CasinoGamesRequest } from '@contracts/types/casino/games.request';
import type { GameSort } from '@contracts/domain/game-lobby';
import { lookupPlaceholder } from '@site/features/casino/lookup-placeholder';
import { GAMES_KEY } from './keys';
import { casinoGames } from '@contracts/api/casino/games';

/** A lookup's order and provider filter (docs/lobby.md); absent = lobby order, every provider. */
export type LookupOptions = {
  sort?: GameSort;
  /** Catalogue provider ids, ascending; absent or empty = all. */
  providers?: number[];
};

/**
 * What POST casino/games is asked (docs/product.md §7; docs/lobby.md): a category (id or lobby slug), a jackpot's games (its
 * instance name), or a name lookup among live or other games; each with optional LookupOptions.
 */
export type GamesLookup = ({ systemCategory: number | string } | { jackpot: string } | { live: boolean; search: string }) & LookupOptions;

/**
 * POST casino/games → the flattened game list. A failed name lookup is an empty list (docs/product.md §8); a failed category
 * load stays an error so the lobby can offer a retry.
 */
export const gamesQuery = (lookup: GamesLookup) =>
  queryOptions({
    queryKey: [...GAMES_KEY, lookup] as const,
    queryFn: async ({ signal }) => {
      const body: CasinoGamesRequest = lookup;
      if ('search' in lookup && !('systemCategory' in lookup) && !('jackpot' in lookup)) {
        return api(casinoGames, body, { signal }).catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') throw error;
          return [] as CasinoGameList;
        });
      }
      return api(casinoGames, body, { signal });
    },
    staleTime: 60_000,
  });

/**
 * Games of a lookup; `enabled` false skips the call (e.g. an empty search box). While a name lookup is on the way
 * the list on screen narrowed to it stands in (lookup-placeholder.ts; `isPlaceholderData` is true meanwhile).
 */
export function useGames(lookup: GamesLookup, enabled = true) {
  return useQuery({
    ...gamesQuery(lookup),
    enabled,
    placeholderData: (previous, previousQuery) => lookupPlaceholder(lookup, previous, previousQuery?.queryKey[2]),
  });
}
