import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { reference } from '@contracts/domain/history-filters';
import type { FinancialHistoryItem } from '@contracts/types/wallet/financial-history';
import { kurusToLira } from '@server/wallet/money';
import { ProcessStatus, RecordStatus } from '@server/wallet/payments';
import type { WalletService } from '@server/wallet/wallet';
import { recordEvent } from '@server/wallet/timeline';

/**
 * Whether a financial-history row may be cancelled by its player (contract: only his own withdrawal in
 * Pending/Processing state, and only when the profile allows withdrawal cancellation).
 */
export function isCancellable(
  allowed: boolean,
  row: { transactionType: number; recordStatus: number; processStatus: number },
): boolean {
  return (
    allowed &&
    row.transactionType === 2 &&
    row.recordStatus === RecordStatus.Pending &&
    row.processStatus === ProcessStatus.Processing
  );
}

/**
 * POST payment/cancelwithdrawal: the player's own pending withdrawal becomes record Cancelled 5 / process
 * Cancelled 3 and its amount goes back to the wallet (ledger 'adjustment', reference payment:<id>:cancel) in ONE
 * transaction, the request row locked so an operator approval racing it cannot both happen. A withdrawal on its
 * cooling hold (docs/wallet.md "Cooling hold") may be cancelled whatever the profile says. Errors: 400 when the
 * profile does not allow it, 404 for an id that is not the caller's withdrawal, 400 when no longer pending.
 */
export async function cancelWithdrawal(
  db: Db,
  wallet: WalletService,
  playerId: number,
  id: number,
  allowed: boolean,
): Promise<FinancialHistoryItem> {
  return db.transaction(async (tx) => {
    const db = typed(tx);
    const row = await db
      .selectFrom('payment_requests as r')
      .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
      .select(['r.amount_kurus', 'r.record_status', 'r.process_status', 'r.created_at', 'm.name'])
      .select(sql<boolean>`coalesce(r.held_until > now(), false)`.as('held'))
      .where('r.id', '=', id)
      .where('r.player_id', '=', playerId)
      .where('r.transaction_type', '=', 2)
      .forUpdate('r')
      .executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
    if (!allowed && !row.held) throw new ApiFailure(400, 'payment.withdrawalCancelOff');
    if (
      !isCancellable(true, { transactionType: 2, recordStatus: row.record_status, processStatus: row.process_status })
    ) {
      throw new ApiFailure(400, 'payment.withdrawalNotCancellable');
    }
    await wallet.credit(playerId, 'adjustment', row.amount_kurus, `payment:${id}:cancel`, tx);
    await db
      .updateTable('payment_requests')
      .set({ record_status: RecordStatus.Cancelled, process_status: ProcessStatus.Cancelled, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await recordEvent(tx, id, 'cancelled');
    return {
      id,
      reference: reference('withdrawal', id),
      createdAt: row.created_at.toISOString(),
      transactionType: 2,
      methodName: row.name,
      amount: kurusToLira(row.amount_kurus),
      recordStatus: RecordStatus.Cancelled,
      processStatus: ProcessStatus.Cancelled,
      cancellable: false,
    };
  });
}
