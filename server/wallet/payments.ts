import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import type { PaymentRequestsTable } from '@server/db/generated/tables';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { parseLocale, type Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import type { PaymentProvider } from './providers/payment-provider';
import type { NotificationService } from '@server/notifications/notifications';
import type { PaymentMethodRow, PaymentMethodService, TransactionType } from './methods';
import { liraText } from './format';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import { paymentReferenceOf, rememberDetails, savedValues } from './saved-methods';
import { destinationFingerprint } from './payout-destinations';
import type { FreshAuth } from '@server/auth/step-up';
import { recordEvent } from './timeline';
import type { ProtectionService } from '@server/protection/protection';
import type { WalletService } from './wallet';

/** Record status (docs/product.md §3). */
export const RecordStatus = { None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6 } as const;
/** Process status (docs/product.md §3). */
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
  /** Until when a withdrawal to a new payout destination is held (docs/wallet.md "Cooling hold"); null = not held. */
  heldUntil: Date | null;
}

export interface PaymentSubmission {
  methodId: number;
  detail: Record<string, unknown>;
  locale: Locale;
  /** Id of one of the player's saved details (docs/wallet.md) filling its fields instead of `detail`'s. */
  saved?: number;
}

/**
 * A payment request joined with its method's name (alias r for payment_requests, m for payment_methods), for
 * a caller to add its WHERE, ORDER BY and row lock (`forUpdate('r')`).
 */
export function selectRequests(q: Queryable) {
  return typed(q)
    .selectFrom('payment_requests as r')
    .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
    .select(['r.id', 'r.public_id', 'r.player_id', 'r.transaction_type', 'm.name as method_name', 'r.amount_kurus',
      'r.record_status', 'r.process_status', 'r.locale', 'r.created_at', 'r.held_until']);
}

/** A row of selectRequests. */
type PaymentRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

/** A selectRequests row as the services pass it around (amount in kuruş, created_at a Date). */
export function toView(row: PaymentRequestRow): PaymentRequestView {
  return {
    id: row.id,
    publicId: row.public_id,
    playerId: row.player_id,
    // transaction_type: CHECK (1, 2) of payment_requests; locale: written from parseLocale (server/i18n/locale.ts).
    transactionType: row.transaction_type,
    methodName: row.method_name,
    amountKurus: row.amount_kurus,
    recordStatus: row.record_status,
    processStatus: row.process_status,
    locale: parseLocale(row.locale),
    createdAt: row.created_at,
    heldUntil: row.held_until,
  };
}

/**
 * Whether `fingerprint` (payout-destinations.ts) is a payout destination the player has already used: the
 * destination of one of his earlier withdrawals that is pending or paid out and not (or no longer) held by the
 * database clock. A cancelled, rejected or still-held withdrawal does not make its destination known: a thief's
 * IBAN never becomes "used" because the real player cancelled the thief's withdrawal. Inside the caller's transaction.
 */
export async function isKnownDestination(q: Queryable, playerId: number, fingerprint: string): Promise<boolean> {
  const rows = await typed(q)
    .selectFrom('payment_requests as r')
    .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
    .select(['m.kind', 'r.detail'])
    .where('r.player_id', '=', playerId)
    .where('r.transaction_type', '=', 2)
    .where((eb) =>
      eb.or([
        eb('r.record_status', '=', RecordStatus.Confirmed),
        eb.and([eb('r.record_status', '=', RecordStatus.Pending), eb('r.process_status', '=', ProcessStatus.Processing)]),
      ]),
    )
    .where((eb) => eb.or([eb('r.held_until', 'is', null), eb('r.held_until', '<=', sql<Date>`now()`)]))
    .execute();
  // detail is jsonb: an object from either driver, or its JSON text.
  const detailOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return rows.some((row) => destinationFingerprint(row.kind, detailOf(row.detail)) === fingerprint);
}

/** Inserts a payment request (detail: its JSON text, stored as jsonb) and returns its id. */
function insertRequest(q: Queryable, values: Insertable<PaymentRequestsTable>): Promise<{ id: number }> {
  return typed(q).insertInto('payment_requests').values(values).returning('id').executeTakeFirstOrThrow();
}

/**
 * Deposits and withdrawals (docs/product.md §4 Deposit / Withdraw). Every money movement goes through
 * the wallet ledger inside one transaction with the request's status change; notifications go out after commit.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly methods: PaymentMethodService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
    private readonly provider: PaymentProvider,
    private readonly protection: ProtectionService,
  ) {}

  /**
   * Creates a deposit request (record Created 6, process Processing 1) after checking every detail value, and
   * asks the provider where to pay. Returns the payment page URL (or null). No money moves until confirmation.
   * Refused (400, nothing written) during a time-out/self-exclusion or over a deposit limit.
   */
  async deposit(playerId: number, submission: PaymentSubmission, origin: string): Promise<{ id: number; url: string | null }> {
    const method = await this.methods.get(submission.methodId, 1);
    const { amountKurus, stored } = this.methods.check(method, submission.detail, await this.presets(playerId, method, submission));
    // A bank transfer carries the player's reference so the operator can match it (docs/wallet.md).
    if (method.kind === 'bank' && this.provider.bankTransferAccount) stored.reference = await paymentReferenceOf(this.db, playerId);
    const publicId = randomBytes(16).toString('base64url');
    // The deposit limits are checked under the player's protection lock in the insert's transaction,
    // so parallel requests cannot together go over a limit (a request counts as soon as it is made).
    const guard = this.protection.guard;
    const { row, ticket } = await this.db.transaction(async (tx) => {
      const ticket = await guard.deposit(tx, playerId, amountKurus, submission.locale);
      const row = await insertRequest(tx, {
        player_id: playerId, method_id: method.id, transaction_type: 1, amount_kurus: amountKurus, detail: JSON.stringify(stored),
        record_status: RecordStatus.Created, process_status: ProcessStatus.Processing, public_id: publicId, locale: submission.locale,
      });
      await rememberDetails(tx, playerId, stored);
      return { row, ticket };
    });
    await guard.afterCommit(this.db, ticket);
    const { url } = await this.provider.startDeposit({ requestId: row.id, publicId, amountKurus, methodName: method.name, origin });
    return { id: row.id, url };
  }

  /**
   * Creates a withdrawal: debits the wallet's CASH into a pending request (record Pending 2, process Processing 1)
   * in one transaction; bonus money is never withdrawn. A destination the player never used (isKnownDestination)
   * needs `freshAuth` (else the step-up refusal, 403, and nothing is written) and holds the request until now +
   * `holdMs` by the database clock (`heldUntil`; null when not held; docs/wallet.md "Cooling hold"): the money is
   * reserved as for any pending withdrawal, the player is notified after commit and may cancel it, and the operator
   * cannot approve it before then. A withdrawal while a bonus is active forfeits it in the
   * same transaction (bonus 'cancelled', bonus balance to 0 through ledger 'bonus_forfeit'; docs/bonus-wallet.md):
   * `forfeitedBonusKurus` is then the bonus money lost (kuruş), else null; `newDestination` tells whether the
   * destination was one the player never used (for the audit trail). Refuses an amount above the cash with
   * ApiFailure 400 'payment.aboveWithdrawable' (naming the withdrawable cash) when the player holds bonus money,
   * else 'payment.insufficientBalance'; nothing is forfeited or moved then.
   */
  async withdraw(
    playerId: number,
    submission: PaymentSubmission,
    hold: { freshAuth: FreshAuth; holdMs: number },
  ): Promise<{ id: number; recordStatus: number; processStatus: number; heldUntil: Date | null; forfeitedBonusKurus: number | null; newDestination: boolean }> {
    const method = await this.methods.get(submission.methodId, 2);
    const { amountKurus, stored } = this.methods.check(method, submission.detail, await this.presets(playerId, method, submission));
    const fingerprint = destinationFingerprint(method.kind, stored);
    try {
      const created = await this.db.transaction(async (tx) => {
        // The wallet row lock first, so parallel withdrawals of one player decide "new destination" one at a time.
        await typed(tx).selectFrom('wallets').select('player_id').where('player_id', '=', playerId).forUpdate().executeTakeFirst();
        const isNew = fingerprint === null || !(await isKnownDestination(tx, playerId, fingerprint));
        if (isNew) hold.freshAuth.require();
        // The hold's end by the database clock, like every other time the server compares with now().
        const heldUntil = isNew && hold.holdMs > 0 ? (await sql<{ until: Date }>`SELECT now() + ${hold.holdMs}::bigint * interval '1 millisecond' AS until`.execute(typed(tx))).rows[0].until : null;
        const row = await insertRequest(tx, {
          player_id: playerId, method_id: method.id, transaction_type: 2, amount_kurus: amountKurus, detail: JSON.stringify(stored),
          record_status: RecordStatus.Pending, process_status: ProcessStatus.Processing,
          public_id: randomBytes(16).toString('base64url'), locale: submission.locale,
          held_until: heldUntil,
        });
        // Cash first: a refused withdrawal must not forfeit anything (the whole transaction rolls back anyway).
        await this.wallet.debit(playerId, 'withdrawal', amountKurus, `payment:${row.id}`, tx);
        await recordEvent(tx, row.id, 'requested');
        await rememberDetails(tx, playerId, stored);
        const forfeit = await this.wallet.forfeitBonuses(tx, playerId, `payment:${row.id}:forfeit`);
        const forfeitedBonusKurus = forfeit.cancelled > 0 || forfeit.forfeitedKurus > 0 ? forfeit.forfeitedKurus : null;
        return { id: row.id, recordStatus: RecordStatus.Pending, processStatus: ProcessStatus.Processing, heldUntil, forfeitedBonusKurus, newDestination: isNew };
      });
      if (created.heldUntil) {
        const params = { amount: liraText(amountKurus), method: method.name, until: istanbulDateTimeText(created.heldUntil) };
        await this.notifications.create(playerId, {
          type: 2,
          title: translate(submission.locale, 'payment.withdrawHeldTitle'),
          note: translate(submission.locale, 'payment.withdrawHeldNote', params),
        });
      }
      return created;
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
    const row = await selectRequests(this.db).where('r.public_id', '=', publicId).executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
    return toView(row);
  }

  /**
   * Confirms a created deposit: credits the wallet (ledger 'deposit'), marks the request Confirmed 1 / Completed 2
   * in the same transaction, then sends the player a Deposit notification (type 1). A request not in Created
   * state is refused with 400 'payment.alreadyProcessed', so a double click never credits twice.
   */
  async confirmDeposit(publicId: string): Promise<PaymentRequestView> {
    const view = await this.db.transaction(async (tx) => {
      const row = await selectRequests(tx).where('r.public_id', '=', publicId).where('r.transaction_type', '=', 1).forUpdate('r').executeTakeFirst();
      if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
      const request = toView(row);
      if (request.recordStatus !== RecordStatus.Created) throw new ApiFailure(400, 'payment.alreadyProcessed');
      await this.wallet.credit(request.playerId, 'deposit', request.amountKurus, `payment:${request.id}`, tx);
      await typed(tx)
        .updateTable('payment_requests')
        .set((eb) => ({ record_status: RecordStatus.Confirmed, process_status: ProcessStatus.Completed, updated_at: eb.fn<Date>('now') }))
        .where('id', '=', request.id)
        .execute();
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
    const cancelled = await typed(this.db)
      .updateTable('payment_requests')
      .set((eb) => ({ record_status: RecordStatus.Cancelled, process_status: ProcessStatus.Cancelled, updated_at: eb.fn<Date>('now') }))
      .where('public_id', '=', publicId)
      .where('transaction_type', '=', 1)
      .where('record_status', '=', RecordStatus.Created)
      .returning('id')
      .executeTakeFirst();
    const view = await this.byPublicId(publicId);
    if (!cancelled) throw new ApiFailure(400, 'payment.alreadyProcessed');
    return view;
  }
}
