import type { FastifyInstance } from 'fastify';
import { protectionSetLimit } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { localized, periodText, typeText } from '@server/protection/text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';

/**
 * POST /api/protection/setlimit {type, period, value|null} -> the updated limit row + applied. A first limit or a
 * decrease applies at once; an increase or removal waits for the cooling-off (pending.effectiveAt), then needs
 * protection/confirmlimit. Raising or removing a limit needs a fresh re-authentication (403 {reauth}, nothing written;
 * docs/security.md "Step-up"); lowering does not. 400 naming `value` for a bad amount; 400 when the tool or period
 * is switched off.
 */
export function setLimitRoute(app: FastifyInstance): void {
  route(app, protectionSetLimit, { preHandler: app.auth.required }, async (request) => {
    const { type, period, value } = request.body;
    const session = sessionOf(request);
    const data = await app.protection.limits.set(session.playerId, type, period, value, await app.stepUp.state(session));
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
  });
}
