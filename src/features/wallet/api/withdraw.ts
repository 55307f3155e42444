import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, type Envelope } from '../../../lib/api-client';
import type { PaymentWithdrawRequest } from '../../../generated/api/payment/withdraw.request';
import type { PaymentWithdrawData } from '../../../generated/api/payment/withdraw';

/** POST payment/withdraw {id, target: 'pay', detail} (spec §7) → the pending request; message shown as success. */
export function withdraw(body: PaymentWithdrawRequest): Promise<Envelope<PaymentWithdrawData>> {
  return apiEnvelope<PaymentWithdrawData>('POST', 'payment/withdraw', body);
}

/**
 * The withdrawal mutation. On success the balance (polled under ['user', 'balance'] by the header) and the
 * customer histories are refetched, since the amount has left the wallet.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user', 'balance'] }),
        queryClient.invalidateQueries({ queryKey: ['customer'] }),
      ]),
  });
}
