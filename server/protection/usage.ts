import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { LimitPeriod, LimitType, MoneyLimitType } from './profile';
import { coveredMs, mergeIntervals, windowStart } from './windows';
import type { Interval, UsageEvent } from './windows';

/**
 * What counts against each limit (docs/protection-enforcement.md "Limits: windows, usage and changes"), read from the records themselves so usage can never
 * drift from what happened:
 * - deposit: deposit requests made in the window that are not rejected, cancelled or expired, counted when
 *   requested (so many pending deposits cannot slip past the limit); kuruş;
 * - loss: stakes minus winnings and rolled-back stakes of casino rounds and sportsbook bets (ledger 'bet', 'win' and
 *   'rollback'), floor 0; kuruş;
 * - wager: stakes minus rolled-back stakes of casino rounds and sportsbook bets (ledger 'bet' and 'rollback'), floor 0;
 *   kuruş. Like a loss, a stake counts whole, its cash and its bonus part (docs/bonus-wallet.md), and winnings never
 *   give it back;
 * - session: time logged in, overlapping sessions merged; an open session counts up to now while it is in use.
 */

/** An open session whose last request is older than this (tab closed, no logout) stops counting at last_seen. */
export const IDLE_GRACE_MS = 5 * 60_000;

/** Deposit requests counted against a deposit limit: not rejected (4), cancelled (5) or expired (process 4), made after `from`. */
const depositsSince = (q: Queryable, playerId: number, from: Date) =>
  typed(q)
    .selectFrom('payment_requests')
    .where('player_id', '=', playerId)
    .where('transaction_type', '=', 1)
    .where('record_status', 'not in', [4, 5])
    .where('process_status', '<>', 4)
    .where('created_at', '>', from);

/** Stakes, winnings and refunds (ledger 'bet' negative, 'win' and 'rollback' positive) counted against a loss limit, after `from`. */
const stakesAndWinsSince = (q: Queryable, playerId: number, from: Date) =>
  typed(q).selectFrom('ledger').where('player_id', '=', playerId).where('kind', 'in', ['bet', 'win', 'rollback']).where('created_at', '>', from);

/** Stakes and their refunds (ledger 'bet' negative, 'rollback' positive) counted against a wager limit, after `from`. */
const stakesSince = (q: Queryable, playerId: number, from: Date) =>
  typed(q).selectFrom('ledger').where('player_id', '=', playerId).where('kind', 'in', ['bet', 'rollback']).where('created_at', '>', from);

/** The ledger rows a loss or wager limit counts: a debit counts up, a credit down. */
const ledgerSince = (type: 'loss' | 'wager', q: Queryable, playerId: number, from: Date) =>
  type === 'loss' ? stakesAndWinsSince(q, playerId, from) : stakesSince(q, playerId, from);

/** Where usage is read: a transaction or the db, the player, his now and the real now (ms). */
export interface UsageScope {
  q: Queryable;
  playerId: number;
  now: Date;
  realNowMs: number;
}

/** Usage of a money limit in kuruş (deposit requested, net loss, stakes) for the window of `period` ending now. */
export async function moneyUsed(scope: UsageScope, type: MoneyLimitType, period: LimitPeriod): Promise<number> {
  const from = windowStart(period, scope.now);
  // Raw sql: sums cast to bigint (kuruş, int8 read as number); the builder would type SUM as string | number | bigint.
  const row =
    type === 'deposit'
      ? await depositsSince(scope.q, scope.playerId, from).select(sql<number>`COALESCE(SUM(amount_kurus), 0)::bigint`.as('used')).executeTakeFirstOrThrow()
      : await ledgerSince(type, scope.q, scope.playerId, from)
          .select(sql<number>`GREATEST(COALESCE(SUM(-amount_kurus), 0), 0)::bigint`.as('used'))
          .executeTakeFirstOrThrow();
  return row.used;
}

/** The counted events of a money limit, oldest first (for when the limit frees up). */
export async function moneyEvents(
  scope: UsageScope,
  type: MoneyLimitType,
  period: LimitPeriod,
): Promise<UsageEvent[]> {
  const from = windowStart(period, scope.now);
  if (type === 'deposit') {
    return depositsSince(scope.q, scope.playerId, from).select(['created_at as at', 'amount_kurus as amount']).orderBy('created_at').orderBy('id').execute();
  }
  return ledgerSince(type, scope.q, scope.playerId, from)
    .select((eb) => ['created_at as at', eb.neg('amount_kurus').as('amount')])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Logged-in intervals inside the window of `period`, merged and sorted. */
export async function sessionIntervals(scope: UsageScope, period: LimitPeriod): Promise<Interval[]> {
  const from = windowStart(period, scope.now);
  const rows = await typed(scope.q)
    .selectFrom('sessions')
    .select(['created_at', 'ended_at', 'last_seen'])
    .where('player_id', '=', scope.playerId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
    .execute();
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
