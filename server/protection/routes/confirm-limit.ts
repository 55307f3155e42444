import type { FastifyInstance } from 'fastify';
import { protectionConfirmLimit } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { localized, periodText, typeText } from '@server/protection/text';

/**
 * POST /api/protection/confirmlimit {type, period} -> the updated limit row: applies the pending increase or
 * removal once its cooling-off has ended. 400 before that (message with the date and the time left) and 400
 * when nothing is pending.
 */
export function confirmLimitRoute(app: FastifyInstance): void {
  route(app, protectionConfirmLimit, { preHandler: app.auth.required }, async (request) => {
    const { type, period } = request.body;
    const data = await app.protection.limits.confirm(sessionOf(request).playerId, type, period);
    const key = data.value === null ? 'protection.limitRemoved' : 'protection.limitApplied';
    return ok(data, localized(request.locale, key, (l) => ({ period: periodText(l, period), type: typeText(l, type) })));
  });
}
