import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { FINANCIAL_HISTORY_KEY } from './keys';
import type { FinancialHistoryPage } from '@contracts/types/wallet/financial-history';
import type { FinancialHistoryRequest } from '@contracts/types/wallet/financial-history.request';
import { walletFinancialHistory } from '@contracts/api/wallet/financial-history';

/**
 * POST customer/financialhistory {from?, to?, type?, status?, skip, take} → {total, totals {deposits, withdrawals,
 * net}, items}: the player's deposits and withdrawals (record/process status of docs/product.md §3; docs/histories.md).
 */
export function fetchFinancialHistoryPage(params: FinancialHistoryRequest, signal?: AbortSignal): Promise<FinancialHistoryPage> {
  return api(walletFinancialHistory, params, { signal });
}

export const financialHistoryQuery = (params: FinancialHistoryRequest) =>
  queryOptions({
    queryKey: [...FINANCIAL_HISTORY_KEY, params] as const,
    queryFn: ({ signal }) => fetchFinancialHistoryPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the history; the previous page stays shown while the next loads. */
export function useFinancialHistory(params: FinancialHistoryRequest) {
  return useQuery(financialHistoryQuery(params));
}
