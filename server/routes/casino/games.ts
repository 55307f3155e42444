import type { FastifyInstance } from 'fastify';
import { casinoGames } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/**
 * POST /api/casino/games (docs/product.md §7): {systemCategory} (category id or lobby slug), {jackpot} (a jackpot's
 * games) or {live, search} (name lookup), optionally {sort, providers} (issue 16, docs/lobby.md) -> data: flattened
 * list of games with their badges. Open to visitors; for a logged-in player each game carries isFavorite. A body
 * outside the schema (unknown sort, providers not a list of unique ids ≥ 1, more than 50): 400, nothing looked up.
 */
export function casinoGamesRoute(app: FastifyInstance): void {
  route(app, casinoGames, { preHandler: app.auth.optional }, async (request) => {
    const playerId = request.session?.playerId ?? 0;
    return ok(await app.casino.catalogue.lookup(request.body, playerId));
  });
}
