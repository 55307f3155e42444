import { useMutation } from '@tanstack/react-query';
import { apiEnvelope, type Envelope } from '@site/lib/api-client';
import { sendOnce } from '@site/lib/idempotency';
import type { PaymentDepositRequest } from '@contracts/types/wallet/deposit.request';
import type { PaymentDepositData } from '@contracts/types/wallet/deposit';
import { walletDeposit } from '@contracts/api/wallet/deposit';

/** POST payment/deposit {id, target: 'pay', detail} (docs/product.md §7) → envelope whose data is the payment URL or other. */
export function deposit(body: PaymentDepositRequest, idempotencyKey?: string): Promise<Envelope<PaymentDepositData>> {
  return apiEnvelope(walletDeposit, body, { idempotencyKey });
}

/** What a successful deposit shows (docs/product.md §4 Deposit): 'Iframe' with the payment URL, or 'Message'. */
export type DepositResult = { type: 'Iframe'; url: string; message: string } | { type: 'Message'; message: string };

/** Spec §4: a response string starting with 'http' is a payment page ('Iframe'); anything else is a 'Message'. */
export function depositResultOf(envelope: Envelope<unknown>): DepositResult {
  const data = envelope.data;
  if (typeof data === 'string' && data.startsWith('http')) return { type: 'Iframe', url: data, message: envelope.message };
  return { type: 'Message', message: envelope.message };
}

/**
 * The deposit mutation, one Idempotency-Key per submit (sendOnce); rejects with ApiError carrying the server message (docs/product.md §8). Nothing is invalidated:
 * the balance changes only when the payment is confirmed, and the 3 s balance poll shows it then.
 */
export function useDeposit() {
  return useMutation({ mutationFn: (body: PaymentDepositRequest) => sendOnce((key) => deposit(body, key)).then(depositResultOf) });
}
