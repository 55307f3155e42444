import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { SessionHistoryRequest } from '@contracts/types/account/session-history.request';
import type { SessionHistoryPage } from '@contracts/types/account/session-history';
import { reference } from '@contracts/domain/history-filters';
import { historyRange } from '@server/platform/history-range';

/**
 * The player's logins matching `query` (POST customer/sessionhistory), newest first, each with its reference
 * (L-000123); `current` marks `currentSessionId`. `status` 'active' keeps sessions not ended, 'ended' the others
 * (docs/histories.md). 400 for an impossible day or a start after the end (history-range.ts).
 */
export async function sessionHistory(db: Db, playerId: number, currentSessionId: number, query: SessionHistoryRequest): Promise<SessionHistoryPage> {
  const { start, end } = historyRange(query.from, query.to);
  let matching = typed(db).selectFrom('sessions').where('player_id', '=', playerId);
  if (start) matching = matching.where('created_at', '>=', start);
  if (end) matching = matching.where('created_at', '<', end);
  if (query.status) matching = matching.where('ended_at', query.status === 'active' ? 'is' : 'is not', null);
  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await matching
    .select(['id', 'created_at', 'ended_at', 'ip', 'user_agent'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(query.skip)
    .limit(query.take)
    .execute();
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
