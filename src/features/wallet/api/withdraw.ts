import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, type Envelope } from '@site/lib/api-client';
import { sendOnce } from '@site/lib/idempotency';
import { BALANCE_KEY } from '@site/lib/balance';
import { CUSTOMER_KEY } from '@site/lib/query-keys';
import type { PaymentWithdrawRequest } from '@contracts/types/wallet/withdraw.request';
import type { PaymentWithdrawData } from '@contracts/types/wallet/withdraw';
import { walletWithdraw } from '@contracts/api/wallet/withdraw';

/** POST payment/withdraw {id, target: 'pay', detail} (docs/product.md §7) → the pending request; message shown as success. */
export function withdraw(body: PaymentWithdrawRequest, idempotencyKey?: string): Promise<Envelope<PaymentWithdrawData>> {
  return apiEnvelope(walletWithdraw, body, { idempotencyKey });
}

/**
 * The withdrawal mutation, one Idempotency-Key per submit (sendOnce). On success the balance (polled under ['user', 'balance'] by the header) and the
 * customer histories are refetched, since the amount has left the wallet.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentWithdrawRequest) => sendOnce((key) => withdraw(body, key)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_KEY }),
      ]),
  });
}
