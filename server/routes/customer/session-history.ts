import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SessionHistoryRequest } from '../../../contracts/types/customer/session-history.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { sessionHistory } from '../../services/session-history.ts';

/**
 * POST /api/customer/sessionhistory {from?, to?, status?, skip, take} -> {total, items: [{id, reference, startedAt,
 * endedAt|null, ip, userAgent, current}]}: the caller's logins, newest first; `current` marks the session making
 * the call (issue 16 Histories, docs/histories.md). 400 for a bad status, an impossible day or a start after the end.
 */
export function sessionHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SessionHistoryRequest }>(
    '/api/customer/sessionhistory',
    { schema: { body: ctx.schemas.get('customer/session-history.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const session = sessionOf(request);
      return ok(await sessionHistory(ctx.db, session.playerId, session.sessionId, request.body));
    },
  );
}
