import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CasinoProviderListQuery } from '../../../contracts/types/casino/provider-list.query.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/**
 * Lobby calls beyond spec §7 (issue 16, docs/lobby.md):
 * - GET /api/casino/providerlist?systemCategory=slot -> data: [{id, name, gameCount}] the providers with games in
 *   that category (id or slug), by name; unknown category: []. Public (the catalogue); bad query: 400.
 * - GET /api/casino/recentgames -> data: the session's player's recently launched games, newest first, each once
 *   (at most 12). Needs a session (401); takes no id, so a player only ever reads his own.
 */
export function lobbyExtrasRoute(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = casinoServices(ctx);
  app.get<{ Querystring: CasinoProviderListQuery }>(
    '/api/casino/providerlist',
    { schema: { querystring: ctx.schemas.get('casino/provider-list.query') } },
    async (request) => ok(await catalogue.providers(request.query.systemCategory)),
  );
  app.get('/api/casino/recentgames', { preHandler: ctx.auth.required }, async (request) =>
    ok(await catalogue.recent(sessionOf(request).playerId)),
  );
}
