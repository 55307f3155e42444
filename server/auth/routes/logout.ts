import type { FastifyInstance } from 'fastify';
import { authLogout } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { bearerToken } from '@server/http/request-context';
import { translate } from '@server/i18n/messages';

/**
 * GET /api/auth/logout (docs/product.md §7, §4 Logout): ends the session of the bearer token. Idempotent: answers
 * success even without a live session, since the client clears its state either way.
 */
export function logoutRoute(app: FastifyInstance): void {
  route(app, authLogout, {}, async (request) => {
    const token = bearerToken(request);
    if (token) await app.sessions.revoke(token);
    return ok(null, translate(request.locale, 'auth.logoutSuccess'));
  });
}
