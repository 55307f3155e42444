import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { NotificationService } from './notifications.ts';
import { ProcessStatus, REQUEST_SELECT, RecordStatus, toView, type PaymentRequestRow, type PaymentRequestView } from './payments.ts';
import { liraText } from './payments-format.ts';
import { recordEvent } from './payment-timeline.ts';
import type { WalletService } from './wallet.ts';

export interface PendingWithdrawal extends PaymentRequestView {
  username: string;
}

/**
 * The operator's side of withdrawals (issue 3: `npm run operator -- withdrawals …`): list the pending ones,
 * approve (completes the request) or reject (refunds through the ledger). Both notify the player (type 2).
 */
export class WithdrawalOperator {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
  ) {}

  /** Pending withdrawals (record Pending 2), oldest first. */
  async listPending(): Promise<PendingWithdrawal[]> {
    const rows = await this.db.query<PaymentRequestRow & { username: string }>(
      `${REQUEST_SELECT.replace(' FROM payment_requests r', ', p.username FROM payment_requests r JOIN players p ON p.id = r.player_id')}
       WHERE r.transaction_type = 2 AND r.record_status = $1 ORDER BY r.id`,
      [RecordStatus.Pending],
    );
    return rows.map((row) => ({ ...toView(row), username: row.username }));
  }

  /**
   * Marks a pending withdrawal as in review (issue 16, cashier: the player's timeline shows "In review" from then
   * on). The request stays Pending 2 / Processing 1 and can still be approved, rejected or cancelled; a second
   * call changes nothing. ApiFailure 404 when unknown, 400 'payment.alreadyProcessed' when no longer pending.
   */
  async review(id: number): Promise<PaymentRequestView> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<PaymentRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1 AND r.transaction_type = 2 FOR UPDATE OF r`, [id]);
      if (!rows[0]) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(rows[0]);
      if (request.recordStatus !== RecordStatus.Pending) throw new ApiFailure(400, 'payment.alreadyProcessed');
      const [seen] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_request_events WHERE request_id = $1 AND status = 'in_review'", [id]);
      if (Number(seen.n) === 0) await recordEvent(tx, id, 'in_review');
      return request;
    });
  }

  /** Approves a pending withdrawal: record Confirmed 1, process Completed 2; notifies 'Withdrawal approved'. */
  async approve(id: number): Promise<PaymentRequestView> {
    const view = await this.settle(id, RecordStatus.Confirmed, ProcessStatus.Completed, false);
    await this.notify(view, 'payment.withdrawApprovedTitle', 'payment.withdrawApprovedNote', '');
    return view;
  }

  /**
   * Rejects a pending withdrawal: record Rejected 4, process Cancelled 3, and the amount goes back to the
   * wallet as a ledger 'adjustment' (reference payment:<id>:refund) in the same transaction.
   */
  async reject(id: number, reason = ''): Promise<PaymentRequestView> {
    const view = await this.settle(id, RecordStatus.Rejected, ProcessStatus.Cancelled, true, reason);
    await this.notify(view, 'payment.withdrawRejectedTitle', 'payment.withdrawRejectedNote', reason);
    return view;
  }

  private settle(id: number, record: number, process: number, refund: boolean, note = ''): Promise<PaymentRequestView> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<PaymentRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1 AND r.transaction_type = 2 FOR UPDATE OF r`, [id]);
      if (!rows[0]) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(rows[0]);
      if (request.recordStatus !== RecordStatus.Pending) throw new ApiFailure(400, 'payment.alreadyProcessed');
      if (refund) await this.wallet.credit(request.playerId, 'adjustment', request.amountKurus, `payment:${id}:refund`, tx);
      await tx.query('UPDATE payment_requests SET record_status = $2, process_status = $3, note = $4, updated_at = now() WHERE id = $1', [
        id, record, process, note.slice(0, 500) || null,
      ]);
      await recordEvent(tx, id, record === RecordStatus.Confirmed ? 'approved' : 'rejected', note);
      return { ...request, recordStatus: record, processStatus: process };
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
