import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/messages.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { NotificationService } from './notifications.ts';
import type { PaymentMethodRow, PaymentMethodService, TransactionType } from './payment-methods.ts';
import { liraText } from './payments-format.ts';
import { paymentReferenceOf, rememberDetails, savedValues } from './payment-saved.ts';
import { recordEvent } from './payment-timeline.ts';
import { protectionOf } from './protection.ts';
import type { WalletService } from './wallet.ts';

/** Record status (spec §3). */
export const RecordStatus = { None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6 } as const;
/** Process status (spec §3). */
export const ProcessStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;

export interface PaymentRequestView {
  id: number;
  publicId: string;
  playerId: number;
  transactionType: TransactionType;
  methodName: string;
  amountKurus: number;
  recordStatus: number;
  processStatus: number;
  locale: Locale;
  createdAt: Date;
}

export interface PaymentSubmission {
  methodId: number;
  detail: Record<string, unknown>;
  locale: Locale;
  /** Id of one of the player's saved details (issue 16, cashier) filling its fields instead of `detail`'s. */
  saved?: number;
}

interface Row {
  id: number;
  public_id: string;
  player_id: number;
  transaction_type: number;
  method_name: string;
  amount_kurus: number;
  record_status: number;
  process_status: number;
  locale: Locale;
  created_at: Date;
}

export const REQUEST_SELECT = `SELECT r.id, r.public_id, r.player_id, r.transaction_type, m.name AS method_name, r.amount_kurus,
  r.record_status, r.process_status, r.locale, r.created_at FROM payment_requests r JOIN payment_methods m ON m.id = r.method_id`;

export function toView(row: Row): PaymentRequestView {
  return {
    id: row.id,
    publicId: row.public_id,
    playerId: row.player_id,
    transactionType: row.transaction_type as TransactionType,
    methodName: row.method_name,
    amountKurus: row.amount_kurus,
    recordStatus: row.record_status,
    processStatus: row.process_status,
    locale: row.locale,
    createdAt: row.created_at,
  };
}

export type { Row as PaymentRequestRow };

/**
 * Deposits and withdrawals (spec §4 Deposit / Withdraw; issue 3 Payments). Every money movement goes through
 * the wallet ledger inside one transaction with the request's status change; notifications go out after commit.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly methods: PaymentMethodService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Creates a deposit request (record Created 6, process Processing 1) after checking every detail value, and
   * asks the provider where to pay. Returns the payment page URL (or null). No money moves until confirmation.
   * Refused (400, nothing written) during a time-out/self-exclusion or over a deposit limit (issue 11).
   */
  async deposit(playerId: number, submission: PaymentSubmission, origin: string): Promise<{ id: number; url: string | null }> {
    const method = await this.methods.get(submission.methodId, 1);
    const { amountKurus, stored } = this.methods.check(method, submission.detail, await this.presets(playerId, method, submission));
    // A bank transfer carries the player's reference so the operator can match it (issue 16, cashier).
    if (method.kind === 'bank' && this.provider.bankTransferAccount) stored.reference = await paymentReferenceOf(this.db, playerId);
    const publicId = randomBytes(16).toString('base64url');
    // Issue 11: the deposit limits are checked under the player's protection lock in the insert's transaction,
    // so parallel requests cannot together go over a limit (a request counts as soon as it is made).
    const guard = protectionOf(this.db).guard;
    const { row, ticket } = await this.db.transaction(async (tx) => {
      const ticket = await guard.deposit(tx, playerId, amountKurus, submission.locale);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO payment_requests (player_id, method_id, transaction_type, amount_kurus, detail, record_status, process_status, public_id, locale)
         VALUES ($1, $2, 1, $3, $4::jsonb, $5, $6, $7, $8) RETURNING id`,
        [playerId, method.id, amountKurus, JSON.stringify(stored), RecordStatus.Created, ProcessStatus.Processing, publicId, submission.locale],
      );
      await rememberDetails(tx, playerId, stored);
      return { row, ticket };
    });
    await guard.afterCommit(this.db, ticket);
    const { url } = await this.provider.startDeposit({ requestId: row.id, publicId, amountKurus, methodName: method.name, origin });
    return { id: row.id, url };
  }

  /**
   * Creates a withdrawal: debits the wallet's CASH into a pending request (record Pending 2, process Processing 1)
   * in one transaction; bonus money is never withdrawn. A withdrawal while a bonus is active forfeits it in the
   * same transaction (bonus 'cancelled', bonus balance to 0 through ledger 'bonus_forfeit'; docs/bonus-wallet.md):
   * `forfeitedBonusKurus` is then the bonus money lost (kuruş), else null. Refuses an amount above the cash with
   * ApiFailure 400 'payment.aboveWithdrawable' (naming the withdrawable cash) when the player holds bonus money,
   * else 'payment.insufficientBalance'; nothing is forfeited or moved then.
   */
  async withdraw(
    playerId: number,
    submission: PaymentSubmission,
  ): Promise<{ id: number; recordStatus: number; processStatus: number; forfeitedBonusKurus: number | null }> {
    const method = await this.methods.get(submission.methodId, 2);
    const { amountKurus, stored } = this.methods.check(method, submission.detail, await this.presets(playerId, method, submission));
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO payment_requests (player_id, method_id, transaction_type, amount_kurus, detail, record_status, process_status, public_id, locale)
           VALUES ($1, $2, 2, $3, $4::jsonb, $5, $6, $7, $8) RETURNING id`,
          [playerId, method.id, amountKurus, JSON.stringify(stored), RecordStatus.Pending, ProcessStatus.Processing,
            randomBytes(16).toString('base64url'), submission.locale],
        );
        // Cash first: a refused withdrawal must not forfeit anything (the whole transaction rolls back anyway).
        await this.wallet.debit(playerId, 'withdrawal', amountKurus, `payment:${row.id}`, tx);
        await recordEvent(tx, row.id, 'requested');
        await rememberDetails(tx, playerId, stored);
        const forfeit = await this.wallet.forfeitBonuses(tx, playerId, `payment:${row.id}:forfeit`);
        const forfeitedBonusKurus = forfeit.cancelled > 0 || forfeit.forfeitedKurus > 0 ? forfeit.forfeitedKurus : null;
        return { id: row.id, recordStatus: RecordStatus.Pending, processStatus: ProcessStatus.Processing, forfeitedBonusKurus };
      });
    } catch (error) {
      if (error instanceof ApiFailure && error.key === 'wallet.insufficientFunds') {
        const { balanceKurus, cashKurus, bonusKurus } = await this.wallet.split(playerId);
        if (bonusKurus > 0) throw new ApiFailure(400, 'payment.aboveWithdrawable', { withdrawable: liraText(cashKurus), bonus: liraText(bonusKurus) });
        throw new ApiFailure(400, 'payment.insufficientBalance', { balance: liraText(balanceKurus) });
      }
      throw error;
    }
  }

  /** The checked values of the player's saved detail `submission.saved` (none without one); 400 'payment.savedNotFound' when not his. */
  private presets(playerId: number, method: PaymentMethodRow, submission: PaymentSubmission): Promise<Record<string, string>> {
    if (submission.saved === undefined) return Promise.resolve({});
    return savedValues(this.db, playerId, submission.saved, method.fields.map((f) => f.key));
  }

  /** The request behind a demo payment page; ApiFailure 404 when unknown. */
  async byPublicId(publicId: string): Promise<PaymentRequestView> {
    const rows = await this.db.query<Row>(`${REQUEST_SELECT} WHERE r.public_id = $1`, [publicId]);
    if (!rows[0]) throw new ApiFailure(404, 'payment.requestNotFound');
    return toView(rows[0]);
  }

  /**
   * Confirms a created deposit: credits the wallet (ledger 'deposit'), marks the request Confirmed 1 / Completed 2
   * in the same transaction, then sends the player a Deposit notification (type 1). A request not in Created
   * state is refused with 400 'payment.alreadyProcessed', so a double click never credits twice.
   */
  async confirmDeposit(publicId: string): Promise<PaymentRequestView> {
    const view = await this.db.transaction(async (tx) => {
      const rows = await tx.query<Row>(`${REQUEST_SELECT} WHERE r.public_id = $1 AND r.transaction_type = 1 FOR UPDATE OF r`, [publicId]);
      if (!rows[0]) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(rows[0]);
      if (request.recordStatus !== RecordStatus.Created) throw new ApiFailure(400, 'payment.alreadyProcessed');
      await this.wallet.credit(request.playerId, 'deposit', request.amountKurus, `payment:${request.id}`, tx);
      await tx.query('UPDATE payment_requests SET record_status = $2, process_status = $3, updated_at = now() WHERE id = $1', [
        request.id, RecordStatus.Confirmed, ProcessStatus.Completed,
      ]);
      return { ...request, recordStatus: RecordStatus.Confirmed, processStatus: ProcessStatus.Completed };
    });
    const params = { amount: liraText(view.amountKurus), method: view.methodName };
    await this.notifications.create(view.playerId, {
      type: 1,
      title: translate(view.locale, 'payment.depositTitle'),
      note: translate(view.locale, 'payment.depositNote', params),
    });
    return view;
  }

  /** Cancels a created deposit (record Cancelled 5, process Cancelled 3); nothing is credited. */
  async cancelDeposit(publicId: string): Promise<PaymentRequestView> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE payment_requests SET record_status = $2, process_status = $3, updated_at = now()
       WHERE public_id = $1 AND transaction_type = 1 AND record_status = $4 RETURNING id`,
      [publicId, RecordStatus.Cancelled, ProcessStatus.Cancelled, RecordStatus.Created],
    );
    const view = await this.byPublicId(publicId);
    if (!rows[0]) throw new ApiFailure(400, 'payment.alreadyProcessed');
    return view;
  }
}
