import type { FastifyInstance } from 'fastify';
import { casinoFavorites, casinoToggleFavorite } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';

/**
 * POST /api/casino/togglefavorite {code, providerId} (docs/product.md §7) -> message 'Added to favorites' / 'Removed
 * from favorites', data {isFavorite}. GET /api/casino/favorites -> data: the player's favourite games (newest first).
 * Both need a session (401 otherwise); unknown code or wrong providerId: 400.
 */
export function favoritesRoute(app: FastifyInstance): void {
  const { catalogue } = app.casino;
  route(app, casinoToggleFavorite, { preHandler: app.auth.required }, async (request) => {
    const isFavorite = await catalogue.toggleFavorite(sessionOf(request).playerId, request.body.code, request.body.providerId);
    return ok({ isFavorite }, translate(request.locale, isFavorite ? 'casino.favoriteAdded' : 'casino.favoriteRemoved'));
  });
  route(app, casinoFavorites, { preHandler: app.auth.required }, async (request) => ok(await catalogue.favorites(sessionOf(request).playerId)));
}
