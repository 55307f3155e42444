import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { translate } from '@server/i18n/messages';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import type { NotificationService } from '@server/notifications/notifications';
import { ProcessStatus, RecordStatus, selectRequests, toView, type PaymentRequestView } from './payments';
import { liraText } from './format';
import { recordEvent } from './timeline';
import type { WalletService } from './wallet';

export interface PendingWithdrawal extends PaymentRequestView {
  username: string;
}

/**
 * The operator's side of withdrawals (`npm run operator -- withdrawals …`): list the pending ones,
 * approve (completes the request) or reject (refunds through the ledger). Both notify the player (type 2).
 */
/** An approved or rejected withdrawal, with the request as it was before the decision. */
export type DecidedWithdrawal = PaymentRequestView & { before: PaymentRequestView };

/** What the audit trail records of a withdrawal: amount in kuruş, the statuses as stored (RecordStatus, ProcessStatus). */
const auditState = (view: PaymentRequestView) => ({
  withdrawalId: view.id,
  amountKurus: view.amountKurus,
  method: view.methodName,
  recordStatus: view.recordStatus,
  processStatus: view.processStatus,
});

/**
 * The audit trail's note of an operator's decision on a withdrawal (docs/operations.md "Audit trail"), the same through
 * the operator API and `npm run operator`: its player, and the request before and after (a rejection's reason after).
 */
export function withdrawalAudit(decided: DecidedWithdrawal, reason?: string): { playerId: number; before: object; after: object } {
  return { playerId: decided.playerId, before: auditState(decided.before), after: { ...auditState(decided), ...(reason === undefined ? {} : { reason }) } };
}

export class WithdrawalOperator {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
  ) {}

  /** Pending withdrawals (record Pending 2), oldest first; a held one carries heldUntil (docs/wallet.md "Cooling hold"). */
  async listPending(): Promise<PendingWithdrawal[]> {
    const rows = await selectRequests(this.db)
      .innerJoin('players as p', 'p.id', 'r.player_id')
      .select('p.username')
      .where('r.transaction_type', '=', 2)
      .where('r.record_status', '=', RecordStatus.Pending)
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({ ...toView(row), username: row.username }));
  }

  /**
   * Marks a pending withdrawal as in review (docs/wallet.md "Withdrawal timeline": the player's timeline shows "In review" from then
   * on). The request stays Pending 2 / Processing 1 and can still be approved, rejected or cancelled; a second
   * call changes nothing. ApiFailure 404 when unknown, 400 'payment.alreadyProcessed' when no longer pending.
   */
  async review(id: number): Promise<PaymentRequestView> {
    return this.db.transaction(async (tx) => {
      const row = await selectRequests(tx).where('r.id', '=', id).where('r.transaction_type', '=', 2).forUpdate('r').executeTakeFirst();
      if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(row);
      if (request.recordStatus !== RecordStatus.Pending) throw new ApiFailure(400, 'payment.alreadyProcessed');
      const seen = await typed(tx)
        .selectFrom('payment_request_events')
        .select('id')
        .where('request_id', '=', id)
        .where('status', '=', 'in_review')
        .limit(1)
        .executeTakeFirst();
      if (!seen) await recordEvent(tx, id, 'in_review');
      return request;
    });
  }

  /**
   * Approves a pending withdrawal: record Confirmed 1, process Completed 2; notifies 'Withdrawal approved'.
   * A withdrawal on its cooling hold (docs/wallet.md "Cooling hold") is refused with 400 'payment.withdrawalHeld'
   * naming the hold's end, until the database clock passes it; rejecting it is allowed at any time.
   */
  async approve(id: number): Promise<DecidedWithdrawal> {
    const view = await this.settle(id, RecordStatus.Confirmed, ProcessStatus.Completed, false);
    await this.notify(view, 'payment.withdrawApprovedTitle', 'payment.withdrawApprovedNote', '');
    return view;
  }

  /**
   * Rejects a pending withdrawal: record Rejected 4, process Cancelled 3, and the amount goes back to the
   * wallet as a ledger 'adjustment' (reference payment:<id>:refund) in the same transaction.
   */
  async reject(id: number, reason = ''): Promise<DecidedWithdrawal> {
    const view = await this.settle(id, RecordStatus.Rejected, ProcessStatus.Cancelled, true, reason);
    await this.notify(view, 'payment.withdrawRejectedTitle', 'payment.withdrawRejectedNote', reason);
    return view;
  }

  private settle(id: number, record: number, process: number, refund: boolean, note = ''): Promise<DecidedWithdrawal> {
    return this.db.transaction(async (tx) => {
      const row = await selectRequests(tx)
        .select(sql<boolean>`coalesce(r.held_until > now(), false)`.as('held'))
        .where('r.id', '=', id)
        .where('r.transaction_type', '=', 2)
        .forUpdate('r')
        .executeTakeFirst();
      if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(row);
      if (request.recordStatus !== RecordStatus.Pending) throw new ApiFailure(400, 'payment.alreadyProcessed');
      if (record === RecordStatus.Confirmed && row.held && request.heldUntil) {
        throw new ApiFailure(400, 'payment.withdrawalHeld', { until: istanbulDateTimeText(request.heldUntil) });
      }
      if (refund) await this.wallet.credit(request.playerId, 'adjustment', request.amountKurus, `payment:${id}:refund`, tx);
      await typed(tx)
        .updateTable('payment_requests')
        .set((eb) => ({ record_status: record, process_status: process, note: note.slice(0, 500) || null, updated_at: eb.fn<Date>('now') }))
        .where('id', '=', id)
        .execute();
      await recordEvent(tx, id, record === RecordStatus.Confirmed ? 'approved' : 'rejected', note);
      return { ...request, recordStatus: record, processStatus: process, before: request };
    });
  }

  private async notify(
    view: PaymentRequestView,
    title: 'payment.withdrawApprovedTitle' | 'payment.withdrawRejectedTitle',
    note: 'payment.withdrawApprovedNote' | 'payment.withdrawRejectedNote',
    reason: string,
  ): Promise<void> {
    const params = { amount: liraText(view.amountKurus), method: view.methodName, reason: reason.slice(0, 500) };
    await this.notifications.create(view.playerId, {
      type: 2,
      title: translate(view.locale, title),
      note: translate(view.locale, note, params).trim(),
    });
  }
}
