import type { FastifyInstance } from 'fastify';
import { casinoProviderList, casinoRecentgames } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * Lobby calls beyond docs/product.md §7 (docs/lobby.md):
 * - GET /api/casino/providerlist?systemCategory=slot -> data: [{id, name, gameCount}] the providers with games in
 *   that category (id or slug), by name; unknown category: []. Public (the catalogue); bad query: 400.
 * - GET /api/casino/recentgames -> data: the session's player's recently launched games, newest first, each once
 *   (at most 12). Needs a session (401); takes no id, so a player only ever reads his own.
 */
export function lobbyExtrasRoute(app: FastifyInstance): void {
  const { catalogue } = app.casino;
  route(app, casinoProviderList, {}, async (request) => ok(await catalogue.providers(request.query.systemCategory)));
  route(app, casinoRecentgames, { preHandler: app.auth.required }, async (request) => ok(await catalogue.recent(sessionOf(request).playerId)));
}
