import type { Queryable } from '../db/db.ts';
import type { LimitPeriod, LimitType } from './protection-profile.ts';
import { coveredMs, mergeIntervals, windowStart } from './protection-windows.ts';
import type { Interval, UsageEvent } from './protection-windows.ts';

/**
 * What counts against each limit (contract "Server rules"), read from the records themselves so usage can never
 * drift from what happened:
 * - deposit: deposit requests made in the window that are not rejected, cancelled or expired, counted when
 *   requested (so many pending deposits cannot slip past the limit); kuruş;
 * - loss: stakes minus winnings of casino rounds and sportsbook bets (ledger 'bet' and 'win'), floor 0; kuruş;
 * - session: time logged in, overlapping sessions merged; an open session counts up to now while it is in use.
 */

/** An open session whose last request is older than this (tab closed, no logout) stops counting at last_seen. */
export const IDLE_GRACE_MS = 5 * 60_000;

const DEPOSIT_WHERE = `player_id = $1 AND transaction_type = 1 AND record_status NOT IN (4, 5) AND process_status <> 4 AND created_at > $2`;
const LOSS_WHERE = `player_id = $1 AND kind IN ('bet', 'win') AND created_at > $2`;

/** Where usage is read: a transaction or the db, the player, his now and the real now (ms). */
export interface UsageScope {
  q: Queryable;
  playerId: number;
  now: Date;
  realNowMs: number;
}

/** Usage of a money limit in kuruş (deposit requested, net loss) for the window of `period` ending now. */
export async function moneyUsed(scope: UsageScope, type: 'deposit' | 'loss', period: LimitPeriod): Promise<number> {
  const from = windowStart(period, scope.now);
  const sql =
    type === 'deposit'
      ? `SELECT COALESCE(SUM(amount_kurus), 0)::bigint AS used FROM payment_requests WHERE ${DEPOSIT_WHERE}`
      : `SELECT GREATEST(COALESCE(SUM(-amount_kurus), 0), 0)::bigint AS used FROM ledger WHERE ${LOSS_WHERE}`;
  const [row] = await scope.q.query<{ used: number }>(sql, [scope.playerId, from]);
  return row.used;
}

/** The counted events of a money limit, oldest first (for when the limit frees up). */
export async function moneyEvents(
  scope: UsageScope,
  type: 'deposit' | 'loss',
  period: LimitPeriod,
): Promise<UsageEvent[]> {
  const from = windowStart(period, scope.now);
  const sql =
    type === 'deposit'
      ? `SELECT created_at AS at, amount_kurus AS amount FROM payment_requests WHERE ${DEPOSIT_WHERE} ORDER BY created_at, id`
      : `SELECT created_at AS at, -amount_kurus AS amount FROM ledger WHERE ${LOSS_WHERE} ORDER BY created_at, id`;
  return scope.q.query<UsageEvent>(sql, [scope.playerId, from]);
}

/** Logged-in intervals inside the window of `period`, merged and sorted. */
export async function sessionIntervals(scope: UsageScope, period: LimitPeriod): Promise<Interval[]> {
  const from = windowStart(period, scope.now);
  const rows = await scope.q.query<{ created_at: Date; ended_at: Date | null; last_seen: Date }>(
    'SELECT created_at, ended_at, last_seen FROM sessions WHERE player_id = $1 AND (ended_at IS NULL OR ended_at > $2)',
    [scope.playerId, from],
  );
  const intervals = rows.map((r) => {
    const idle = scope.realNowMs - r.last_seen.getTime() > IDLE_GRACE_MS;
    return { start: r.created_at, end: r.ended_at ?? (idle ? r.last_seen : scope.now) };
  });
  return mergeIntervals(intervals, from, scope.now);
}

/** Usage of any limit in its stored unit: kuruş for money, ms for session time. */
export async function usedOf(scope: UsageScope, type: LimitType, period: LimitPeriod): Promise<number> {
  if (type === 'session') return coveredMs(await sessionIntervals(scope, period));
  return moneyUsed(scope, type, period);
}
