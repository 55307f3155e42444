import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { dialogAtom } from '@site/lib/dialogs';
import { api } from '@site/lib/api-client';
import { RECENT_GAMES_KEY } from './keys';
import { casinoRecentgames } from '@contracts/api/casino/recentgames';

/** Prefix of the recently played query, for invalidation after a game. */

/**
 * GET casino/recentgames → the player's last launched games, newest first, each once, at most 12
 * (docs/lobby.md). Only called while logged in; keyed by token so another login never sees this one's games.
 * Refetched whenever a view using it mounts (back from the play page) and when the phone game dialog closes, so a
 * game just played is in the row.
 */
export const recentGamesQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: [...RECENT_GAMES_KEY, token ?? ''] as const,
    queryFn: ({ signal }) => api(casinoRecentgames, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });

/** The logged-in player's recently played games; an empty list for a visitor. */
export function useRecentGames(token: string | undefined) {
  const query = useQuery(recentGamesQuery(token));
  const client = useQueryClient();
  const gameOpen = useAtomValue(dialogAtom)?.name === 'game';
  useEffect(() => {
    if (!gameOpen) void client.invalidateQueries({ queryKey: RECENT_GAMES_KEY });
  }, [gameOpen, client]);
  return token ? (query.data ?? []) : [];
}
