import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { PaymentMethodList } from '@contracts/types/wallet/methods';
import { walletKeys } from './keys';

import type { TransactionType } from '@contracts/domain/payment-fields';
import { walletMethods } from '@contracts/api/wallet/methods';

export type { TransactionType };

/** POST payment/methods {type} → the active methods of that type with lira limits (documented addition to docs/product.md §7). */
export function fetchPaymentMethods(type: TransactionType, signal?: AbortSignal): Promise<PaymentMethodList> {
  return api(walletMethods, { type }, { signal });
}

export const paymentMethodsQuery = (type: TransactionType) =>
  queryOptions({
    queryKey: walletKeys.walletMethods(type),
    queryFn: ({ signal }) => fetchPaymentMethods(type, signal),
    staleTime: 60_000,
  });

/** The deposit (1) or withdrawal (2) methods; errors are ApiError with the server message. */
export function usePaymentMethods(type: TransactionType) {
  return useQuery(paymentMethodsQuery(type));
}
