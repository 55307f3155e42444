import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { FINANCIAL_HISTORY_KEY } from './keys';
import type { FinancialHistoryPage } from '@contracts/types/customer/financial-history';
import type { FinancialHistoryRequest } from '@contracts/types/customer/financial-history.request';
import { customerFinancialHistory } from '@contracts/api/customer/financial-history';

/**
 * POST customer/financialhistory {from?, to?, type?, status?, skip, take} → {total, totals {deposits, withdrawals,
 * net}, items}: the player's deposits and withdrawals (record/process status of docs/product.md §3; docs/histories.md).
 */
export function fetchFinancialHistoryPage(params: FinancialHistoryRequest, signal?: AbortSignal): Promise<FinancialHistoryPage> {
  return api(customerFinancialHistory, params, { signal });
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
