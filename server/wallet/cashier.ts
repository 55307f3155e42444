import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { CashierInfo, CashierWithdrawal } from '@contracts/types/wallet/cashier';
import type { PaymentProvider } from './providers/payment-provider';
import { kurusToLira } from './money';
import type { PaymentMethodService, TransactionType } from './methods';
import { paymentReferenceOf, savedDetailsFor } from './saved-methods';
import { timelinesOf } from './timeline';
import { RecordStatus } from './payments';

/** Settled withdrawals stay in the dialog's summary this long after their last change (ms): 7 days. */
export const SETTLED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many withdrawals in the dialog's summary. */
export const SUMMARY_LIMIT = 5;

/**
 * What the deposit / withdraw dialog of method `methodId` shows beside its form (docs/wallet.md), for the
 * player `playerId` only: the account holder prefilled from his registered name, his saved IBAN / card the form can
 * reuse, for a bank deposit the operator's account (from the provider's configuration) with his transfer reference,
 * and for a withdrawal his open and recently settled withdrawals with their timelines. ApiFailure 400
 * 'payment.unknownMethod' for an unknown or inactive method of `type`.
 */
export class CashierService {
  constructor(
    private readonly db: Db,
    private readonly methods: PaymentMethodService,
    private readonly provider: PaymentProvider,
  ) {}

  async info(playerId: number, methodId: number, type: TransactionType): Promise<CashierInfo> {
    const method = await this.methods.get(methodId, type);
    const player = await typed(this.db).selectFrom('players').select(['name', 'surname']).where('id', '=', playerId).executeTakeFirst();
    const fieldKeys = method.fields.map((f) => f.key);
    const account = this.provider.bankTransferAccount ?? null;
    return {
      prefill: { accountHolder: player ? `${player.name} ${player.surname}`.trim() : '' },
      saved: await savedDetailsFor(this.db, playerId, fieldKeys),
      bankTransfer: type === 1 && method.kind === 'bank' && account ? { ...account, reference: await paymentReferenceOf(this.db, playerId) } : null,
      withdrawals: type === 2 ? await recentWithdrawals(this.db, playerId) : [],
    };
  }
}

/** The player's open withdrawals and those settled within SETTLED_SHOWN_MS, newest first, at most SUMMARY_LIMIT. */
async function recentWithdrawals(db: Db, playerId: number): Promise<CashierWithdrawal[]> {
  const rows = await typed(db)
    .selectFrom('payment_requests as r')
    .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
    .select(['r.id', 'r.created_at', 'm.name', 'r.amount_kurus', 'r.record_status', 'r.process_status'])
    .where('r.player_id', '=', playerId)
    .where('r.transaction_type', '=', 2)
    .where((eb) => eb.or([eb('r.record_status', '=', RecordStatus.Pending), eb('r.updated_at', '>=', new Date(Date.now() - SETTLED_SHOWN_MS))]))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(SUMMARY_LIMIT)
    .execute();
  const timelines = await timelinesOf(db, rows.map((r) => Number(r.id)));
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    methodName: r.name,
    amount: kurusToLira(r.amount_kurus),
    recordStatus: r.record_status,
    processStatus: r.process_status,
    timeline: timelines.get(Number(r.id)) ?? [],
  }));
}
