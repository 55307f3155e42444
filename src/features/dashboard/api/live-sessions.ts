import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { LIVE_SESSIONS_KEY } from './keys';
import { customerSessions } from '@contracts/api/customer/sessions';
import { customerEndSession } from '@contracts/api/customer/end-session';
import { customerEndOtherSessions } from '@contracts/api/customer/end-other-sessions';

/** POST customer/sessions → {items}: the player's live sessions, this device first (docs/security.md "Sessions and tokens"). */
export function useLiveSessions() {
  return useQuery({ queryKey: LIVE_SESSIONS_KEY, queryFn: ({ signal }) => api(customerSessions, {}, { signal }) });
}

/** POST customer/endsession {sessionId}: ends one of the player's other sessions; the list is read again. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => api(customerEndSession, { sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: LIVE_SESSIONS_KEY }),
  });
}

/** POST customer/endothersessions → {ended}: ends every session but this one; the list is read again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(customerEndOtherSessions, {}),
    onSettled: () => client.invalidateQueries({ queryKey: LIVE_SESSIONS_KEY }),
  });
}
