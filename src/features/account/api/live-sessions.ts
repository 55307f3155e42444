import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { LIVE_SESSIONS_KEY } from './keys';
import { accountSessions } from '@contracts/api/account/sessions';
import { accountEndSession } from '@contracts/api/account/end-session';
import { accountEndOtherSessions } from '@contracts/api/account/end-other-sessions';

/** POST customer/sessions → {items}: the player's live sessions, this device first (docs/security.md "Sessions and tokens"). */
export function useLiveSessions() {
  return useQuery({ queryKey: LIVE_SESSIONS_KEY, queryFn: ({ signal }) => api(accountSessions, {}, { signal }) });
}

/** POST customer/endsession {sessionId}: ends one of the player's other sessions; the list is read again. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => api(accountEndSession, { sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: LIVE_SESSIONS_KEY }),
  });
}

/** POST customer/endothersessions → {ended}: ends every session but this one; the list is read again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(accountEndOtherSessions, {}),
    onSettled: () => client.invalidateQueries({ queryKey: LIVE_SESSIONS_KEY }),
  });
}
