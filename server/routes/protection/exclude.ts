import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ExcludeRequest } from '../../../contracts/types/protection/exclude.request.ts';
import type { ExcludeData } from '../../../contracts/types/protection/exclude.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { istanbulDateTimeText } from '../../../contracts/domain/istanbul-time.ts';

/**
 * POST /api/protection/exclude {kind: 'timeout'|'selfExclusion', period} -> {until|null (permanent)}. Every
 * session of the player ends at once (the token used for this call is dead when the reply arrives); login,
 * deposit and play are refused until `until`. 400 for a kind switched off or a period not offered for it.
 */
export function excludeRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ExcludeRequest }>(
    '/api/protection/exclude',
    { schema: { body: ctx.schemas.get('protection/exclude.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const until = await ctx.protection.exclude(sessionOf(request).playerId, request.body.kind, request.body.period);
      const data: ExcludeData = { until: until?.toISOString() ?? null };
      const message = until
        ? translate(request.locale, 'protection.excludedDone', { until: istanbulDateTimeText(until) })
        : translate(request.locale, 'protection.excludedPermanentlyDone');
      return ok(data, message);
    },
  );
}
