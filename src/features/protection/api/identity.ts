import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IdentityState } from '../../../../contracts/types/protection/identity';
import type { IdentityRequest } from '../../../../contracts/types/protection/identity.request';
import { IDENTITY_KEY, protectionKeys } from './keys';

/** GET protection/identity → {required, complete, missing} of the logged-in player (issue 17 item 12). */
export const identityQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: protectionKeys.identity(token),
    queryFn: ({ signal }) => api<IdentityState>('GET', 'protection/identity', undefined, { signal }),
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
    mutationFn: (body: IdentityRequest) => api<IdentityState>('POST', 'protection/identity', body),
    onSuccess: () => client.invalidateQueries({ queryKey: IDENTITY_KEY }),
  });
}
