import type { FastifyInstance } from 'fastify';
import { protectionCancelPending } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';

/** POST /api/protection/cancelpending {type, period} -> the updated limit row without its pending change; 400 when none. */
export function cancelPendingRoute(app: FastifyInstance): void {
  route(app, protectionCancelPending, { preHandler: app.auth.required }, async (request) => {
    const data = await app.protection.limits.cancel(sessionOf(request).playerId, request.body.type, request.body.period);
    return ok(data, translate(request.locale, 'protection.pendingCancelled'));
  });
}
