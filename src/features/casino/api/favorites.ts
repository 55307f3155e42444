import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { casinoKeys } from './keys';
import { casinoFavorites } from '@contracts/api/casino/favorites';

/**
 * GET casino/favorites → the player's favourite games, newest first (the platform server's read side of
 * casino/togglefavorite). Only called while logged in; keyed by token so another login never sees stale data.
 */
export const favoritesQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: casinoKeys.favorites(token),
    queryFn: ({ signal }) => api(casinoFavorites, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** The favourite games of the logged-in player; an empty list for visitors. */
export function useFavorites(token: string | undefined) {
  const query = useQuery(favoritesQuery(token));
  return { ...query, games: token ? (query.data ?? []) : [] };
}
