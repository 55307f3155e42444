import type { QueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@site/lib/api-client';
import type { CasinoGame } from '@contracts/types/casino/game';
import { GAMES_KEY } from './keys';
import { favoritesQuery } from './favorites';
import { casinoToggleFavorite } from '@contracts/api/casino/toggle-favorite';

/**
 * POST casino/togglefavorite {code, providerId} (docs/product.md §7) → {message, isFavorite}, then invalidates the
 * favourites of `token` and the game lists (their isFavorite) in `client`. Errors: ApiError with the server message
 * (docs/product.md §8 shows it as an error toast). A plain call rather than a useMutation: no caller reads a mutation
 * state, and the game tiles are part of the home page's first load (docs/performance.md: ~1.4 KB gzip less).
 */
export async function toggleFavorite(
  client: QueryClient,
  token: string | undefined,
  game: Pick<CasinoGame, 'gameCode' | 'providerId'>,
): Promise<{ message: string; isFavorite: boolean }> {
  const reply = await apiEnvelope(casinoToggleFavorite, { code: game.gameCode, providerId: game.providerId });
  await Promise.all([
    client.invalidateQueries({ queryKey: favoritesQuery(token).queryKey }),
    client.invalidateQueries({ queryKey: GAMES_KEY }),
  ]);
  return { message: reply.message, isFavorite: reply.data.isFavorite };
}
