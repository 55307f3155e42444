import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { PaymentDetailRequest } from '@contracts/types/wallet/detail.request';
import type { TransactionType } from './payment-methods';
import { walletKeys } from './keys';
import { walletDetail } from '@contracts/api/wallet/detail';
import type { PaymentFieldList } from '@contracts/types/wallet/detail';

/**
 * POST payment/detail {id, type} (docs/product.md §7) → the method's field descriptors, typed by the contract; the
 * payment-field mapper still checks every descriptor, so one that breaks the contract becomes a field error rather
 * than a crash.
 */
export function fetchPaymentDetail(body: PaymentDetailRequest, signal?: AbortSignal): Promise<PaymentFieldList> {
  return api(walletDetail, body, { signal });
}

export const paymentDetailQuery = (id: number, type: TransactionType, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: walletKeys.walletDetail(id, type),
    queryFn: ({ signal }) => fetchPaymentDetail({ id, type }, signal),
    // A failed load closes the dialog (docs/product.md §8); retrying would only hold it open.
    retry: false,
    staleTime: 0,
  });

/** The field descriptors of a method while its dynamic dialog is open (`enabled` false: nothing is fetched). */
export function usePaymentDetail(id: number, type: TransactionType, enabled = true) {
  return useQuery(paymentDetailQuery(id, type, enabled));
}
