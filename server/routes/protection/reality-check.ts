import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RealityCheckRequest } from '../../../contracts/types/protection/reality-check.request.ts';
import type { RealityCheckState } from '../../../contracts/types/protection/reality-check.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * POST /api/protection/realitycheck {intervalMinutes|null} -> {intervalMinutes, sessionStartedAt, nextDueAt}:
 * stores the player's reality-check interval (one of profile.realityCheck.intervalsMinutes; null = off).
 * 400 naming intervalMinutes for an interval the profile does not offer.
 */
export function realityCheckRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RealityCheckRequest }>(
    '/api/protection/realitycheck',
    { schema: { body: ctx.schemas.get('protection/reality-check.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: RealityCheckState = await ctx.protection.reality.choose(
        sessionOf(request),
        request.body.intervalMinutes,
      );
      return ok(data, translate(request.locale, 'protection.realityCheckSaved'));
    },
  );
}
