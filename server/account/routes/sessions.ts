import type { FastifyInstance } from 'fastify';
import { accountEndOtherSessions, accountEndSession, accountSessions } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * The player's live sessions (docs/security.md "Sessions and tokens"):
 * - POST /api/customer/sessions {} -> {items: LiveSession[]}: his live sessions, this one first (`current`).
 * - POST /api/customer/endsession {sessionId} -> data null: ends one of them as logout does (its hub sockets close,
 *   its game and sportsbook tokens die). 404 'sessions.notFound' for any id that is not one of his live sessions
 *   (another player's, ended, unknown), the same answer for each. Ending his own current session logs him out.
 * - POST /api/customer/endothersessions {} -> {ended}: ends every other live session of his.
 */
export function sessionsRoutes(app: FastifyInstance): void {
  route(app, accountSessions, { preHandler: app.auth.required }, async (request) => {
    const session = sessionOf(request);
    return ok({ items: await app.sessionControl.list(session.playerId, session.sessionId) });
  });
  route(app, accountEndSession, { preHandler: app.auth.required }, async (request) => {
    const session = sessionOf(request);
    if (!(await app.sessionControl.endOwn(session.playerId, request.body.sessionId))) throw new ApiFailure(404, 'sessions.notFound');
    return ok(null);
  });
  route(app, accountEndOtherSessions, { preHandler: app.auth.required }, async (request) => {
    const session = sessionOf(request);
    return ok({ ended: await app.sessionControl.endOthers(session.playerId, session.sessionId) });
  });
}
