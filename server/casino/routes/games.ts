import type { FastifyInstance } from 'fastify';
import { casinoGames } from '@contracts/api/index';
import { okText } from '@server/http/envelope';
import { sendKept } from '@server/http/encoded-reply';
import { route } from '@server/http/route';

/**
 * POST /api/casino/games (docs/product.md §7): {systemCategory} (category id or lobby slug), {jackpot} (a jackpot's
 * games) or {live, search} (name lookup), optionally {sort, providers} (docs/lobby.md) -> data: flattened
 * list of games with their badges. Open to visitors; for a logged-in player each game carries isFavorite. A body
 * outside the schema (unknown sort, providers not a list of unique ids ≥ 1, more than 50): 400, nothing looked up.
 * The list is spliced from each game's JSON text kept in memory; a list kept whole is sent as bytes encoded once, Brotli
 * or gzip when the client accepts it (docs/read-models.md, server/http/encoded-reply.ts).
 */
export function casinoGamesRoute(app: FastifyInstance): void {
  route(app, casinoGames, { preHandler: app.auth.optional }, async (request, reply) => {
    const playerId = request.session?.playerId ?? 0;
    // Most calls: the list's kept text, from memory without awaiting anything; else made (and kept) by lookupText.
    const text = app.casino.catalogue.keptText(request.body, playerId) ?? (await app.casino.catalogue.lookupText(request.body, playerId));
    // A kept list (every visitor, a player without a favourite in it) goes out as bytes made once (br/gzip/plain).
    return text.reusable ? sendKept(request, reply, text) : okText(text);
  });
}
