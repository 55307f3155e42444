import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { IdentityRequest } from '@contracts/types/protection/identity.request';
import { IDENTITY_KEY, protectionKeys } from './keys';
import { protectionIdentity } from '@contracts/api/protection/identity';
import { protectionIdentityStatus } from '@contracts/api/protection/identity-status';

/** GET protection/identity → {required, complete, missing} of the logged-in player (docs/registration-checks.md). */
export const identityQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: protectionKeys.identity(token),
    queryFn: ({ signal }) => api(protectionIdentityStatus, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** The player's identity state; disabled while logged out. */
export function useIdentity(token: string | undefined) {
  return useQuery(identityQuery(token));
}

/**
 * POST protection/identity {personalNo, birthDate 'YYYY-MM-DD'} → IdentityState. The server checks the TC number, the
 * age and the exclusion registers; its refusal message is the error's. On success the identity query is refreshed.
 */
export function useSaveIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityRequest) => api(protectionIdentity, body),
    onSuccess: () => client.invalidateQueries({ queryKey: IDENTITY_KEY }),
  });
}
