import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CancelPendingRequest } from '../../../contracts/types/protection/cancel-pending.request.ts';
import type { ProtectionLimit } from '../../../contracts/types/protection/limit.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';

/** POST /api/protection/cancelpending {type, period} -> the updated limit row without its pending change; 400 when none. */
export function cancelPendingRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: CancelPendingRequest }>(
    '/api/protection/cancelpending',
    { schema: { body: ctx.schemas.get('protection/cancel-pending.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: ProtectionLimit = await ctx.protection.limits.cancel(
        sessionOf(request).playerId,
        request.body.type,
        request.body.period,
      );
      return ok(data, translate(request.locale, 'protection.pendingCancelled'));
    },
  );
}
