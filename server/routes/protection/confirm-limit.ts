import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ConfirmLimitRequest } from '../../../contracts/types/protection/confirm-limit.request.ts';
import type { ProtectionLimit } from '../../../contracts/types/protection/limit.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { localized, periodText, typeText } from '../../services/protection-text.ts';

/**
 * POST /api/protection/confirmlimit {type, period} -> the updated limit row: applies the pending increase or
 * removal once its cooling-off has ended. 400 before that (message with the date and the time left) and 400
 * when nothing is pending.
 */
export function confirmLimitRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ConfirmLimitRequest }>(
    '/api/protection/confirmlimit',
    { schema: { body: ctx.schemas.get('protection/confirm-limit.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const { type, period } = request.body;
      const data: ProtectionLimit = await ctx.protection.limits.confirm(sessionOf(request).playerId, type, period);
      const key = data.value === null ? 'protection.limitRemoved' : 'protection.limitApplied';
      return ok(
        data,
        localized(request.locale, key, (l) => ({ period: periodText(l, period), type: typeText(l, type) })),
      );
    },
  );
}
