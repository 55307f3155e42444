import type { Db } from '../db/db.ts';
import type { SessionHistoryRequest } from '../../contracts/types/customer/session-history.request.ts';
import type { SessionHistoryPage } from '../../contracts/types/customer/session-history.ts';
import { reference } from '../../contracts/domain/history-filters.ts';
import { historyRange } from './history-range.ts';

interface Row {
  id: number;
  created_at: Date;
  ended_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The player's logins matching `query` (POST customer/sessionhistory), newest first, each with its reference
 * (L-000123); `current` marks `currentSessionId`. `status` 'active' keeps sessions not ended, 'ended' the others
 * (issue 16 Histories). 400 for an impossible day or a start after the end (history-range.ts).
 */
export async function sessionHistory(db: Db, playerId: number, currentSessionId: number, query: SessionHistoryRequest): Promise<SessionHistoryPage> {
  const { start, end } = historyRange(query.from, query.to);
  const where = `player_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
    AND ($4::text IS NULL OR ($4 = 'active') = (ended_at IS NULL))`;
  const params = [playerId, start, end, query.status ?? null];
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM sessions WHERE ${where}`, params);
  const rows = await db.query<Row>(
    `SELECT id, created_at, ended_at, ip, user_agent FROM sessions WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $5 LIMIT $6`,
    [...params, query.skip, query.take],
  );
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      reference: reference('session', Number(r.id)),
      startedAt: r.created_at.toISOString(),
      endedAt: r.ended_at?.toISOString() ?? null,
      ip: r.ip,
      userAgent: r.user_agent,
      current: r.id === currentSessionId,
    })),
  };
}
