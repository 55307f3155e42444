import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ToggleFavoriteRequest } from '../../../contracts/types/casino/toggle-favorite.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { casinoServices } from '../../services/casino-context.ts';

/**
 * POST /api/casino/togglefavorite {code, providerId} (spec §7) -> message 'Added to favorites' / 'Removed from
 * favorites', data {isFavorite}. GET /api/casino/favorites -> data: the player's favourite games (newest first).
 * Both need a session (401 otherwise); unknown code or wrong providerId: 400.
 */
export function favoritesRoute(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = casinoServices(ctx);
  app.post<{ Body: ToggleFavoriteRequest }>(
    '/api/casino/togglefavorite',
    { schema: { body: ctx.schemas.get('casino/toggle-favorite.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const isFavorite = await catalogue.toggleFavorite(sessionOf(request).playerId, request.body.code, request.body.providerId);
      return ok({ isFavorite }, translate(request.locale, isFavorite ? 'casino.favoriteAdded' : 'casino.favoriteRemoved'));
    },
  );
  app.get('/api/casino/favorites', { preHandler: ctx.auth.required }, async (request) =>
    ok(await catalogue.favorites(sessionOf(request).playerId)),
  );
}
