import type { FastifyInstance } from 'fastify';
import { protectionExclude } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';

/**
 * POST /api/protection/exclude {kind: 'timeout'|'selfExclusion', period} -> {until|null (permanent)}. Every
 * session of the player ends at once (the token used for this call is dead when the reply arrives); login,
 * deposit and play are refused until `until`. 400 for a kind switched off or a period not offered for it.
 */
export function excludeRoute(app: FastifyInstance): void {
  route(app, protectionExclude, { preHandler: app.auth.required }, async (request) => {
    const until = await app.protection.exclude(sessionOf(request).playerId, request.body.kind, request.body.period);
    const message = until
      ? translate(request.locale, 'protection.excludedDone', { until: istanbulDateTimeText(until) })
      : translate(request.locale, 'protection.excludedPermanentlyDone');
    return ok({ until: until?.toISOString() ?? null }, message);
  });
}
