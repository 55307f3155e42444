import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CasinoGamesRequest } from '../../../src/generated/api/casino/games.request.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/**
 * POST /api/casino/games (spec §7): {systemCategory} (category id or lobby slug) or {live, search} (name lookup)
 * -> data: flattened list of games. Open to visitors; for a logged-in player each game carries isFavorite.
 */
export function casinoGamesRoute(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = casinoServices(ctx);
  app.post<{ Body: CasinoGamesRequest }>(
    '/api/casino/games',
    { schema: { body: ctx.schemas.get('casino/games.request') }, preHandler: ctx.auth.optional },
    async (request) => {
      const playerId = request.session?.playerId ?? 0;
      const { systemCategory, search, live } = request.body;
      const games = systemCategory !== undefined
        ? await catalogue.byCategory(systemCategory, playerId)
        : await catalogue.search(search ?? '', live ?? false, playerId);
      return ok(games);
    },
  );
}
