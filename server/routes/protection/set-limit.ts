import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SetLimitRequest } from '../../../contracts/types/protection/set-limit.request.ts';
import type { SetLimitData } from '../../../contracts/types/protection/set-limit.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { localized, periodText, typeText } from '../../services/protection-text.ts';
import { istanbulDateTimeText } from '../../../contracts/domain/istanbul-time.ts';

/**
 * POST /api/protection/setlimit {type, period, value|null} -> the updated limit row + applied. A first limit or a
 * decrease applies at once; an increase or removal waits for the cooling-off (pending.effectiveAt), then needs
 * protection/confirmlimit. 400 naming `value` for a bad amount; 400 when the tool or period is switched off.
 */
export function setLimitRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SetLimitRequest }>(
    '/api/protection/setlimit',
    { schema: { body: ctx.schemas.get('protection/set-limit.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const { type, period, value } = request.body;
      const data: SetLimitData = await ctx.protection.limits.set(sessionOf(request).playerId, type, period, value);
      const key = !data.applied
        ? 'protection.limitPending'
        : data.value === null
          ? 'protection.limitRemoved'
          : 'protection.limitApplied';
      const until = data.pending ? istanbulDateTimeText(new Date(data.pending.effectiveAt)) : '';
      return ok(
        data,
        localized(request.locale, key, (l) => ({ period: periodText(l, period), type: typeText(l, type), until })),
      );
    },
  );
}
