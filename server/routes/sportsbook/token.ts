import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { SPORTSBOOKS } from '../../providers/sportsbooks/demo-sportsbooks.ts';
import { rotateSportsbookToken } from '../../services/sportsbook-tokens.ts';
import type { SportsbookLaunchData } from '../../../contracts/types/sportsbook/token.ts';
import type { SportsbookTokenQuery } from '../../../contracts/types/sportsbook/token.query.ts';

/**
 * GET /api/sportsbook/token?provider=fcg|betco (logged in) -> data {provider, url, token, cid}: a fresh launch
 * token for the current session, which the site stores (betsyToken / betcoToken) and hands to the sportsbook
 * when it reports an expired one. 401 without a live session (the site then logs out, spec §4).
 */
export function sportsbookTokenRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SportsbookTokenQuery }>(
    '/api/sportsbook/token',
    { preHandler: ctx.auth.required, schema: { querystring: ctx.schemas.get('sportsbook/token.query') } },
    async (request) => {
      const session = sessionOf(request);
      const provider = SPORTSBOOKS[request.query.provider];
      const token = await rotateSportsbookToken(ctx.db, provider, session.sessionId);
      const data: SportsbookLaunchData = { provider: provider.id, url: provider.url, token, cid: provider.usesCid ? session.betsyCid : null };
      return ok(data);
    },
  );
}
