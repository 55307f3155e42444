import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionHistoryPage } from '../../../generated/api/customer/session-history';
import type { HistoryParams } from './history-params';

/** POST customer/sessionhistory {from?, to?, skip, take} → {total, items}: the player's logins; `current` marks this session. */
export function fetchSessionHistoryPage(params: HistoryParams, signal?: AbortSignal): Promise<SessionHistoryPage> {
  return api<SessionHistoryPage>('POST', 'customer/sessionhistory', params, { signal });
}

export const sessionHistoryQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: ['customer', 'sessionhistory', params] as const,
    queryFn: ({ signal }) => fetchSessionHistoryPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the history; the previous page stays shown while the next loads. */
export function useSessionHistory(params: HistoryParams) {
  return useQuery(sessionHistoryQuery(params));
}
