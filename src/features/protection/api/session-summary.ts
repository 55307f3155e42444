import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@site/lib/api-client';
import { clockOffsetMs } from '@site/features/protection/time';
import type { SessionSummary } from '@site/features/protection/types';
import { protectionKeys } from './keys';
import { protectionSessionsummary } from '@contracts/api/protection/sessionsummary';

/** Session summary plus the browser→server clock offset (ms) measured on arrival. */
export type SessionSummaryView = SessionSummary & { clockOffsetMs: number };

/** GET protection/sessionsummary → since this session's login: elapsed seconds, bets, wins, net (lira). */
export async function fetchSessionSummary(signal?: AbortSignal): Promise<SessionSummaryView> {
  const summary = await api(protectionSessionsummary, undefined, { signal });
  if (typeof summary?.sessionStartedAt !== 'string' || typeof summary.net !== 'number') throw new ApiError('Invalid server reply', 200);
  return { ...summary, clockOffsetMs: clockOffsetMs(summary.serverTime, Date.now()) };
}

export const sessionSummaryQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: protectionKeys.sessionSummary(token),
    queryFn: ({ signal }) => fetchSessionSummary(signal),
    enabled: Boolean(token),
    staleTime: 0,
  });
