import type { FastifyInstance } from 'fastify';
import { sportsToken } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { SPORTSBOOKS } from '@server/sports/providers/demo-sportsbooks';

/**
 * GET /api/sportsbook/token?provider=fcg|betco (logged in) -> data {provider, url, token, cid}: a fresh launch
 * token for the current session, which the site stores (betsyToken / betcoToken) and hands to the sportsbook
 * when it reports an expired one. 401 without a live session (the site then logs out, docs/product.md §4).
 */
export function sportsbookTokenRoute(app: FastifyInstance): void {
  route(app, sportsToken, { preHandler: app.auth.required }, async (request) => {
    const session = sessionOf(request);
    const provider = SPORTSBOOKS[request.query.provider];
    const token = await app.sportsbook.rotateToken(provider, session.sessionId);
    return ok({ provider: provider.id, url: provider.url, token, cid: provider.usesCid ? session.betsyCid : null });
  });
}
