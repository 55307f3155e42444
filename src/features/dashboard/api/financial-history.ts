import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_HISTORY_KEY } from '../../../lib/query-keys';
import type { FinancialHistoryPage } from '../../../generated/api/customer/financial-history';
import type { HistoryParams } from './history-params';

/** POST customer/financialhistory {from?, to?, skip, take} → {total, items}: the player's deposits and withdrawals (record/process status of spec §3). */
export function fetchFinancialHistoryPage(params: HistoryParams, signal?: AbortSignal): Promise<FinancialHistoryPage> {
  return api<FinancialHistoryPage>('POST', 'customer/financialhistory', params, { signal });
}

export const financialHistoryQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: [...FINANCIAL_HISTORY_KEY, params] as const,
    queryFn: ({ signal }) => fetchFinancialHistoryPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the history; the previous page stays shown while the next loads. */
export function useFinancialHistory(params: HistoryParams) {
  return useQuery(financialHistoryQuery(params));
}
