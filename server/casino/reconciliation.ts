import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { historyRange } from '@server/platform/history-range';
import { addCalendarDays, istanbulDate, SITE_TIME_ZONE } from '@contracts/domain/istanbul-time';
import type { OperatorReconciliation } from '@contracts/types/operator/reconciliation';

/** A round still open this long after it started is listed (docs/providers.md "Reconciliation"). */
export const OPEN_ROUND_HOURS = 48;
/** Days a report covers when no range is given. */
const DEFAULT_DAYS = 7;

/**
 * The reconciliation report (GET operator/reconcile, `npm run operator -- reconcile`; docs/providers.md
 * "Reconciliation"): per Istanbul day (the site's day, contracts/domain/istanbul-time.ts) and provider, the rounds
 * with a transaction that day and the bets, wins and rollbacks booked (count and kuruş, from provider_transactions:
 * what the platform confirmed), and the provider rounds open for more than OPEN_ROUND_HOURS. `from` / `to`:
 * YYYY-MM-DD, both included; default the last 7 days. Errors: 400 as the history filters (platform/history-range.ts).
 */
export async function reconciliation(db: Db, range: { from?: string; to?: string } = {}, now = new Date()): Promise<OperatorReconciliation> {
  const to = range.to ?? istanbulDate(now);
  const from = range.from ?? addCalendarDays(to, 1 - DEFAULT_DAYS);
  const { start, end } = historyRange(from, to);
  // Raw sql: the Istanbul day of a timestamp and filtered sums cast to bigint (kuruş as numbers), which the builder does not type.
  const { rows } = await sql<{
    day: string; provider: string; rounds: number; bets: number; bet_kurus: number; wins: number; win_kurus: number; rollbacks: number; rollback_kurus: number;
  }>`SELECT to_char(created_at AT TIME ZONE ${SITE_TIME_ZONE}, 'YYYY-MM-DD') AS day, provider,
        count(DISTINCT round_id)::int AS rounds,
        count(*) FILTER (WHERE kind = 'bet')::int AS bets, COALESCE(sum(amount_kurus) FILTER (WHERE kind = 'bet'), 0)::int8 AS bet_kurus,
        count(*) FILTER (WHERE kind = 'win')::int AS wins, COALESCE(sum(amount_kurus) FILTER (WHERE kind = 'win'), 0)::int8 AS win_kurus,
        count(*) FILTER (WHERE kind = 'rollback')::int AS rollbacks, COALESCE(sum(amount_kurus) FILTER (WHERE kind = 'rollback'), 0)::int8 AS rollback_kurus
      FROM provider_transactions WHERE created_at >= ${start} AND created_at < ${end}
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(typed(db));
  const open = await typed(db)
    .selectFrom('game_rounds')
    .select(['provider', 'round_id', 'player_id', 'created_at', 'stake_kurus', 'win_kurus'])
    .where('closed_at', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - OPEN_ROUND_HOURS * 3_600_000))
    .orderBy('created_at')
    .limit(1000)
    .execute();
  return {
    days: rows.map((r) => ({
      day: r.day, provider: r.provider, rounds: r.rounds,
      bets: { count: r.bets, kurus: Number(r.bet_kurus) }, wins: { count: r.wins, kurus: Number(r.win_kurus) },
      rollbacks: { count: r.rollbacks, kurus: Number(r.rollback_kurus) },
    })),
    openRounds: open.map((r) => ({
      provider: r.provider, roundId: r.round_id, playerId: Number(r.player_id), startedAt: r.created_at.toISOString(),
      stakeKurus: Number(r.stake_kurus), winKurus: Number(r.win_kurus),
    })),
  };
}
