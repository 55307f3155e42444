import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SessionHistoryRequest } from '../../../src/generated/api/customer/session-history.request.ts';
import type { SessionHistoryPage } from '../../../src/generated/api/customer/session-history.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { dayRange } from '../../services/payments-history.ts';

interface Row {
  id: number;
  created_at: Date;
  ended_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

/**
 * POST /api/customer/sessionhistory {from?, to?, skip, take} -> {total, items: [{id, startedAt, endedAt|null, ip,
 * userAgent, current}]}: the caller's logins, newest first; `current` marks the session making the call.
 */
export function sessionHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SessionHistoryRequest }>(
    '/api/customer/sessionhistory',
    { schema: { body: ctx.schemas.get('customer/session-history.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const session = sessionOf(request);
      let range: ReturnType<typeof dayRange>;
      try {
        range = dayRange(request.body.from, request.body.to);
      } catch {
        throw new ApiFailure(400, 'common.badRequest');
      }
      const where = `player_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)`;
      const params = [session.playerId, range.start, range.end];
      const [{ total }] = await ctx.db.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM sessions WHERE ${where}`, params);
      const rows = await ctx.db.query<Row>(
        `SELECT id, created_at, ended_at, ip, user_agent FROM sessions WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $4 LIMIT $5`,
        [...params, request.body.skip, request.body.take],
      );
      const data: SessionHistoryPage = {
        total,
        items: rows.map((r) => ({
          id: r.id,
          startedAt: r.created_at.toISOString(),
          endedAt: r.ended_at?.toISOString() ?? null,
          ip: r.ip,
          userAgent: r.user_agent,
          current: r.id === session.sessionId,
        })),
      };
      return ok(data);
    },
  );
}
