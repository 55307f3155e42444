import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { BALANCE_KEY, BALANCE_SPLIT_KEY } from '@site/lib/balance';
import { FINANCIAL_HISTORY_KEY } from './keys';
import { sendOnce } from '@site/lib/idempotency';
import { walletCancelWithdrawal } from '@contracts/api/wallet/cancel-withdrawal';

/**
 * POST payment/cancelwithdrawal {id} → the updated history item (record Cancelled 5, process Cancelled 3). The server
 * puts the amount back in the wallet in the same transaction; anything not cancellable is a 400 (docs/wallet.md "Withdrawal timeline").
 */
export function cancelWithdrawal(id: number, idempotencyKey?: string) {
  return api(walletCancelWithdrawal, { id }, { idempotencyKey });
}

/** Mutation of payment/cancelwithdrawal, one Idempotency-Key per click (sendOnce); refreshes the financial history and the balance. */
export function useCancelWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendOnce((key) => cancelWithdrawal(id, key)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: FINANCIAL_HISTORY_KEY }),
        client.invalidateQueries({ queryKey: BALANCE_KEY }),
        client.invalidateQueries({ queryKey: BALANCE_SPLIT_KEY }),
      ]),
  });
}
