import type { FastifyInstance } from 'fastify';
import { protectionRealityCheck } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';

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
