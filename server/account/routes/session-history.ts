import type { FastifyInstance } from 'fastify';
import { accountSessionHistory } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { sessionHistory } from '@server/auth/session-history';

/**
 * POST /api/customer/sessionhistory {from?, to?, status?, skip, take} -> {total, items: [{id, reference, startedAt,
 * endedAt|null, ip, userAgent, current}]}: the caller's logins, newest first; `current` marks the session making
 * the call (docs/histories.md). 400 for a bad status, an impossible day or a start after the end.
 */
export function sessionHistoryRoute(app: FastifyInstance): void {
  route(app, accountSessionHistory, { preHandler: app.auth.required }, async (request) => {
    const session = sessionOf(request);
    return ok(await sessionHistory(app.db, session.playerId, session.sessionId, request.body));
  });
}
