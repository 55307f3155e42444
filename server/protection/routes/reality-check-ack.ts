import type { FastifyInstance } from 'fastify';
import { protectionRealityCheckAck } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';

/**
 * POST /api/protection/realitycheckack {action: 'continue'|'logout'} -> {nextDueAt}: continue records the
 * acknowledgement for this session and returns when the next check is due; logout ends the session (nextDueAt null).
 */
export function realityCheckAckRoute(app: FastifyInstance): void {
  route(app, protectionRealityCheckAck, { preHandler: app.auth.required }, async (request) => {
    const data = await app.protection.reality.acknowledge(sessionOf(request), request.body.action);
    return ok(data, request.body.action === 'logout' ? translate(request.locale, 'auth.logoutSuccess') : '');
  });
}
