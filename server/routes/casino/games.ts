import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CasinoGamesRequest } from '../../../contracts/types/casino/games.request.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/**
 * POST /api/casino/games (spec §7): {systemCategory} (category id or lobby slug), {jackpot} (a jackpot's games) or
 * {live, search} (name lookup), optionally {sort, providers} (issue 16, docs/lobby.md) -> data: flattened list of
 * games with their badges. Open to visitors; for a logged-in player each game carries isFavorite. A body outside
 * the schema (unknown sort, providers not a list of unique ids ≥ 1, more than 50): 400, nothing looked up.
 */
export function casinoGamesRoute(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = casinoServices(ctx);
  app.post<{ Body: CasinoGamesRequest }>(
    '/api/casino/games',
    { schema: { body: ctx.schemas.get('casino/games.request') }, preHandler: ctx.auth.optional },
    async (request) => {
      const playerId = request.session?.playerId ?? 0;
      return ok(await catalogue.lookup(request.body, playerId));
    },
  );
}
