import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { FinancialHistoryPage } from '@contracts/types/wallet/financial-history';
import { kurusToLira } from './money';
import type { ProtectionService } from '@server/protection/protection';
import { isCancellable } from '@server/protection/withdrawal';
import { RecordStatus } from './payments';
import { historyRange } from '@server/platform/history-range';
import {
  RECORD_STATUSES_OF, TRANSACTION_TYPE_OF, UNCOUNTED_RECORD_STATUSES, reference, type FinancialStatus, type FinancialType,
} from '@contracts/domain/history-filters';
import { timelinesOf } from './timeline';

export interface HistoryQuery {
  /** 'YYYY-MM-DD', inclusive, Türkiye time. */
  from?: string;
  /** 'YYYY-MM-DD', inclusive, Türkiye time. */
  to?: string;
  skip: number;
  take: number;
}

/** The optional filters of POST customer/financialhistory (docs/histories.md; contracts/domain/history-filters.ts). */
export interface FinancialFilters {
  type?: FinancialType;
  status?: FinancialStatus;
}

/**
 * The player's deposit and withdrawal requests matching `query`, newest first (POST customer/financialhistory),
 * with a reference per row (D-000123 / W-000045) and the lira totals of every matching row on all pages
 * (rejected and cancelled requests moved no money and are not counted). `cancellable` marks his pending
 * withdrawals when the compliance profile lets players cancel them. 400 for an impossible day or a
 * start after the end (history-range.ts).
 */
export class PaymentHistoryService {
  constructor(
    private readonly db: Db,
    private readonly protection: ProtectionService,
  ) {}

  async financial(playerId: number, query: HistoryQuery & FinancialFilters): Promise<FinancialHistoryPage> {
    const allowCancel = this.protection.profile.withdrawalCancellation;
    const { start, end } = historyRange(query.from, query.to);
    const type = query.type ? TRANSACTION_TYPE_OF[query.type] : null;
    const statuses = query.status ? [...RECORD_STATUSES_OF[query.status]] : null;
    const matching = typed(this.db)
      .selectFrom('payment_requests as r')
      .where('r.player_id', '=', playerId)
      .$if(start !== null, (qb) => qb.where('r.created_at', '>=', start!))
      .$if(end !== null, (qb) => qb.where('r.created_at', '<', end!))
      .$if(type !== null, (qb) => qb.where('r.transaction_type', '=', type!))
      .$if(statuses !== null, (qb) => qb.where('r.record_status', 'in', statuses!));
    const uncounted = [...UNCOUNTED_RECORD_STATUSES];
    const sums = await matching
      .select((eb) => {
        // The total of one transaction type over the requests that moved money; sum(int8) is numeric, cast back to int8.
        const total = (transactionType: 1 | 2) =>
          eb.cast<number>(
            eb.fn.coalesce(
              eb.fn.sum<number>('r.amount_kurus').filterWhere((f) => f.and([f('r.transaction_type', '=', transactionType), f('r.record_status', 'not in', uncounted)])),
              eb.lit(0),
            ),
            'bigint',
          );
        return [eb.fn.countAll<number>().as('total'), total(1).as('deposits'), total(2).as('withdrawals')];
      })
      .executeTakeFirstOrThrow();
    const rows = await matching
      .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
      .select(['r.id', 'r.created_at', 'r.transaction_type', 'm.name', 'r.amount_kurus', 'r.record_status', 'r.process_status'])
      // The cooling hold while it runs, by the database clock (docs/wallet.md "Cooling hold").
      .select(sql<Date | null>`CASE WHEN r.held_until > now() THEN r.held_until END`.as('held_until'))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.skip)
      .limit(query.take)
      .execute();
    const deposits = Number(sums.deposits);
    const withdrawals = Number(sums.withdrawals);
    // Withdrawals carry their status timeline (docs/wallet.md).
    const timelines = await timelinesOf(this.db, rows.filter((r) => r.transaction_type === 2).map((r) => Number(r.id)));
    return {
      total: Number(sums.total),
      totals: { deposits: kurusToLira(deposits), withdrawals: kurusToLira(withdrawals), net: kurusToLira(deposits - withdrawals) },
      items: rows.map((r) => ({
        id: r.id,
        reference: reference(r.transaction_type === 1 ? 'deposit' : 'withdrawal', Number(r.id)),
        createdAt: r.created_at.toISOString(),
        // CHECK (transaction_type IN (1, 2)) of payment_requests (migration 030).
        transactionType: r.transaction_type as 1 | 2,
        methodName: r.name,
        amount: kurusToLira(r.amount_kurus),
        recordStatus: r.record_status,
        processStatus: r.process_status,
        // A held withdrawal may always be cancelled: it is how a player stops a thief's payout (docs/wallet.md).
        cancellable: isCancellable(allowCancel || r.held_until !== null, { transactionType: r.transaction_type, recordStatus: r.record_status, processStatus: r.process_status }),
        ...(r.held_until !== null && r.record_status === RecordStatus.Pending ? { heldUntil: new Date(r.held_until).toISOString() } : {}),
        ...(r.transaction_type === 2 ? { timeline: timelines.get(Number(r.id)) ?? [] } : {}),
      })),
    };
  }
}
