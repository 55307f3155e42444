import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CasinoGameList } from '../../../generated/api/casino/games';

/** Prefix of the recently played query, for invalidation after a launch. */
export const RECENT_GAMES_KEY = ['casino', 'recentgames'] as const;

/**
 * GET casino/recentgames → the player's last launched games, newest first, each once, at most 12 (issue 16,
 * docs/lobby.md). Only called while logged in; keyed by token so another login never sees this one's games.
 * Refetched whenever a view using it mounts, so a game just played is there on the way back to the lobby.
 */
export const recentGamesQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: [...RECENT_GAMES_KEY, token ?? ''] as const,
    queryFn: ({ signal }) => api<CasinoGameList>('GET', 'casino/recentgames', undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });

/** The logged-in player's recently played games; an empty list for a visitor. */
export function useRecentGames(token: string | undefined) {
  const query = useQuery(recentGamesQuery(token));
  return token ? (query.data ?? []) : [];
}
