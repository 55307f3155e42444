import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@site/lib/api-client';
import { seedAnnouncedWarnings } from '@site/features/protection/announced-warnings';
import { clockOffsetMs } from '@site/features/protection/time';
import type { ProtectionStatus } from '@site/features/protection/types';
import { protectionKeys } from './keys';
import { protectionStatus } from '@contracts/api/protection/status';

/** protection/status plus the browser→server clock offset measured when the reply arrived (ms). */
export type ProtectionStatusView = ProtectionStatus & { clockOffsetMs: number };

/**
 * GET protection/status → profile, limits (lira; session in minutes), reality check and warnings (docs/protection-enforcement.md).
 * The offset corrects every countdown and timer for a browser clock that differs from the server's.
 */
export async function fetchProtectionStatus(signal?: AbortSignal): Promise<ProtectionStatusView> {
  const status = await api(protectionStatus, undefined, { signal });
  // A reply without the parts the site reads is an error, never a crash in the play bar or the scheduler.
  if (!isStatus(status)) throw new ApiError('Invalid server reply', 200);
  return { ...status, clockOffsetMs: clockOffsetMs(status.serverTime, Date.now()) };
}

export const protectionStatusQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: protectionKeys.status(token),
    queryFn: async ({ signal }) => {
      const status = await fetchProtectionStatus(signal);
      if (token) seedAnnouncedWarnings(token, status.warnings);
      return status;
    },
    enabled: Boolean(token),
    staleTime: 15_000,
  });

/** The logged-in player's protection status; disabled while logged out. */
export function useProtectionStatus(token: string | undefined) {
  return useQuery(protectionStatusQuery(token));
}

function isStatus(value: unknown): value is ProtectionStatus {
  const v = value as Partial<ProtectionStatus> | null;
  return (
    typeof v?.serverTime === 'string' &&
    typeof v.profile?.limits === 'object' &&
    typeof v.profile.realityCheck === 'object' &&
    Array.isArray(v.limits) &&
    typeof v.realityCheck === 'object' &&
    v.realityCheck !== null &&
    Array.isArray(v.warnings)
  );
}
