import type { Db } from '../db/db.ts';
import type { FinancialHistoryPage } from '../../contracts/types/customer/financial-history.ts';
import { kurusToLira } from './money.ts';
import { protectionOf } from './protection.ts';
import { isCancellable } from './protection-withdrawal.ts';
import { historyRange } from './history-range.ts';
import {
  RECORD_STATUSES_OF, TRANSACTION_TYPE_OF, UNCOUNTED_RECORD_STATUSES, reference, type FinancialStatus, type FinancialType,
} from '../../contracts/domain/history-filters.ts';
import { timelinesOf } from './payment-timeline.ts';

export interface HistoryQuery {
  /** 'YYYY-MM-DD', inclusive, Türkiye time. */
  from?: string;
  /** 'YYYY-MM-DD', inclusive, Türkiye time. */
  to?: string;
  skip: number;
  take: number;
}

/** The optional filters of POST customer/financialhistory (issue 16 Histories; contracts/domain/history-filters.ts). */
export interface FinancialFilters {
  type?: FinancialType;
  status?: FinancialStatus;
}

/**
 * The player's deposit and withdrawal requests matching `query`, newest first (POST customer/financialhistory),
 * with a reference per row (D-000123 / W-000045) and the lira totals of every matching row on all pages
 * (rejected and cancelled requests moved no money and are not counted). `cancellable` marks his pending
 * withdrawals when the compliance profile lets players cancel them (issue 11). 400 for an impossible day or a
 * start after the end (history-range.ts).
 */
export async function financialHistory(db: Db, playerId: number, query: HistoryQuery & FinancialFilters): Promise<FinancialHistoryPage> {
  const allowCancel = protectionOf(db).profile.withdrawalCancellation;
  const { start, end } = historyRange(query.from, query.to);
  const where = `r.player_id = $1 AND ($2::timestamptz IS NULL OR r.created_at >= $2) AND ($3::timestamptz IS NULL OR r.created_at < $3)
    AND ($4::smallint IS NULL OR r.transaction_type = $4) AND ($5::smallint[] IS NULL OR r.record_status = ANY($5::smallint[]))`;
  const params = [
    playerId, start, end,
    query.type ? TRANSACTION_TYPE_OF[query.type] : null,
    query.status ? [...RECORD_STATUSES_OF[query.status]] : null,
  ];
  const [sums] = await db.query<{ total: number; deposits: number; withdrawals: number }>(
    `SELECT count(*)::int AS total,
       coalesce(sum(r.amount_kurus) FILTER (WHERE r.transaction_type = 1 AND NOT r.record_status = ANY($6::smallint[])), 0)::bigint AS deposits,
       coalesce(sum(r.amount_kurus) FILTER (WHERE r.transaction_type = 2 AND NOT r.record_status = ANY($6::smallint[])), 0)::bigint AS withdrawals
     FROM payment_requests r WHERE ${where}`,
    [...params, [...UNCOUNTED_RECORD_STATUSES]],
  );
  const rows = await db.query<{
    id: number; created_at: Date; transaction_type: number; name: string; amount_kurus: number; record_status: number; process_status: number;
  }>(
    `SELECT r.id, r.created_at, r.transaction_type, m.name, r.amount_kurus, r.record_status, r.process_status
     FROM payment_requests r JOIN payment_methods m ON m.id = r.method_id WHERE ${where}
     ORDER BY r.created_at DESC, r.id DESC OFFSET $6 LIMIT $7`,
    [...params, query.skip, query.take],
  );
  const deposits = Number(sums.deposits);
  const withdrawals = Number(sums.withdrawals);
  // Withdrawals carry their status timeline (issue 16, cashier).
  const timelines = await timelinesOf(db, rows.filter((r) => r.transaction_type === 2).map((r) => Number(r.id)));
  return {
    total: Number(sums.total),
    totals: { deposits: kurusToLira(deposits), withdrawals: kurusToLira(withdrawals), net: kurusToLira(deposits - withdrawals) },
    items: rows.map((r) => ({
      id: r.id,
      reference: reference(r.transaction_type === 1 ? 'deposit' : 'withdrawal', Number(r.id)),
      createdAt: r.created_at.toISOString(),
      transactionType: r.transaction_type as 1 | 2,
      methodName: r.name,
      amount: kurusToLira(r.amount_kurus),
      recordStatus: r.record_status,
      processStatus: r.process_status,
      cancellable: isCancellable(allowCancel, { transactionType: r.transaction_type, recordStatus: r.record_status, processStatus: r.process_status }),
      ...(r.transaction_type === 2 ? { timeline: timelines.get(Number(r.id)) ?? [] } : {}),
    })),
  };
}
