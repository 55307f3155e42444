import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { reference } from '../../contracts/domain/history-filters.ts';
import type { FinancialHistoryItem } from '../../contracts/types/customer/financial-history.ts';
import { kurusToLira } from './money.ts';
import { ProcessStatus, RecordStatus } from './payments.ts';
import type { WalletService } from './wallet.ts';
import { recordEvent } from './payment-timeline.ts';

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
 * transaction, the request row locked so an operator approval racing it cannot both happen. Errors: 400 when the
 * profile does not allow it, 404 for an id that is not the caller's withdrawal, 400 when no longer pending.
 */
export async function cancelWithdrawal(
  db: Db,
  wallet: WalletService,
  playerId: number,
  id: number,
  allowed: boolean,
): Promise<FinancialHistoryItem> {
  if (!allowed) throw new ApiFailure(400, 'payment.withdrawalCancelOff');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      amount_kurus: number;
      record_status: number;
      process_status: number;
      created_at: Date;
      name: string;
    }>(
      `SELECT r.amount_kurus, r.record_status, r.process_status, r.created_at, m.name
       FROM payment_requests r JOIN payment_methods m ON m.id = r.method_id
       WHERE r.id = $1 AND r.player_id = $2 AND r.transaction_type = 2 FOR UPDATE OF r`,
      [id, playerId],
    );
    if (!row) throw new ApiFailure(404, 'payment.requestNotFound');
    if (
      !isCancellable(true, { transactionType: 2, recordStatus: row.record_status, processStatus: row.process_status })
    ) {
      throw new ApiFailure(400, 'payment.withdrawalNotCancellable');
    }
    await wallet.credit(playerId, 'adjustment', row.amount_kurus, `payment:${id}:cancel`, tx);
    await tx.query(
      'UPDATE payment_requests SET record_status = $2, process_status = $3, updated_at = now() WHERE id = $1',
      [id, RecordStatus.Cancelled, ProcessStatus.Cancelled],
    );
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
