import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { SESSION_HISTORY_KEY } from './keys';
import type { SessionHistoryPage } from '@contracts/types/account/session-history';
import type { SessionHistoryRequest } from '@contracts/types/account/session-history.request';
import { accountSessionHistory } from '@contracts/api/account/session-history';

/** POST customer/sessionhistory {from?, to?, status?, skip, take} → {total, items}: the player's logins; `current` marks this session. */
export function fetchSessionHistoryPage(params: SessionHistoryRequest, signal?: AbortSignal): Promise<SessionHistoryPage> {
  return api(accountSessionHistory, params, { signal });
}

export const sessionHistoryQuery = (params: SessionHistoryRequest) =>
  queryOptions({
    queryKey: [...SESSION_HISTORY_KEY, params] as const,
    queryFn: ({ signal }) => fetchSessionHistoryPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the history; the previous page stays shown while the next loads. */
export function useSessionHistory(params: SessionHistoryRequest) {
  return useQuery(sessionHistoryQuery(params));
}
