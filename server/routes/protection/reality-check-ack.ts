import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RealityCheckAckRequest } from '../../../contracts/types/protection/reality-check-ack.request.ts';
import type { RealityCheckAckData } from '../../../contracts/types/protection/reality-check-ack.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * POST /api/protection/realitycheckack {action: 'continue'|'logout'} -> {nextDueAt}: continue records the
 * acknowledgement for this session and returns when the next check is due; logout ends the session (nextDueAt null).
 */
export function realityCheckAckRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RealityCheckAckRequest }>(
    '/api/protection/realitycheckack',
    { schema: { body: ctx.schemas.get('protection/reality-check-ack.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: RealityCheckAckData = await ctx.protection.reality.acknowledge(
        sessionOf(request),
        request.body.action,
      );
      return ok(data, request.body.action === 'logout' ? translate(request.locale, 'auth.logoutSuccess') : '');
    },
  );
}
