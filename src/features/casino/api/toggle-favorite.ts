import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import type { CasinoGame } from '../../../../contracts/types/casino/game';
import { GAMES_KEY } from './keys';
import { favoritesQuery } from './favorites';
import { casinoToggleFavorite } from '../../../../contracts/api/casino/toggle-favorite';

/**
 * POST casino/togglefavorite {code, providerId} (docs/product.md §7) → {message, isFavorite}. Invalidates the favourites and
 * the game lists (their isFavorite). Errors: ApiError with the server message (docs/product.md §8 shows it as an error toast).
 */
export function useToggleFavorite(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (game: Pick<CasinoGame, 'gameCode' | 'providerId'>) => {
      const reply = await apiEnvelope(casinoToggleFavorite, { code: game.gameCode, providerId: game.providerId });
      return { message: reply.message, isFavorite: reply.data.isFavorite };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQuery(token).queryKey }),
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
      ]),
  });
}
