import type { FastifyInstance } from 'fastify';
import { authLogout } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { bearerToken } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';

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
