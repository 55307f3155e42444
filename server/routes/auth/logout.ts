import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerToken } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * GET /api/auth/logout (spec §7, §4 Logout): ends the session of the bearer token. Idempotent: answers
 * success even without a live session, since the client clears its state either way.
 */
export function logoutRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/auth/logout', async (request) => {
    const token = bearerToken(request);
    if (token) await ctx.sessions.revoke(token);
    return ok(null, translate(request.locale, 'auth.logoutSuccess'));
  });
}
