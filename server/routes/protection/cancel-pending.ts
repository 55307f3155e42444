import type { FastifyInstance } from 'fastify';
import { protectionCancelPending } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';

/** POST /api/protection/cancelpending {type, period} -> the updated limit row without its pending change; 400 when none. */
export function cancelPendingRoute(app: FastifyInstance): void {
  route(app, protectionCancelPending, { preHandler: app.auth.required }, async (request) => {
    const data = await app.protection.limits.cancel(sessionOf(request).playerId, request.body.type, request.body.period);
    return ok(data, translate(request.locale, 'protection.pendingCancelled'));
  });
}
