import type { FastifyInstance } from 'fastify';
import { protectionRealityCheck } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * POST /api/protection/realitycheck {intervalMinutes|null} -> {intervalMinutes, sessionStartedAt, nextDueAt}:
 * stores the player's reality-check interval (one of profile.realityCheck.intervalsMinutes; null = off).
 * 400 naming intervalMinutes for an interval the profile does not offer.
 */
export function realityCheckRoute(app: FastifyInstance): void {
  route(app, protectionRealityCheck, { preHandler: app.auth.required }, async (request) => {
    const data = await app.protection.reality.choose(sessionOf(request), request.body.intervalMinutes);
    return ok(data, translate(request.locale, 'protection.realityCheckSaved'));
  });
}
