import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useSession } from '../../../lib/use-session';
import { apiEnvelope } from '../../../lib/api-client';
import type { LoginRequest } from '../../../../contracts/types/auth/login.request';
import { exclusionAccessOf, type ExclusionAccess } from '../exclusion-access';
import { authLogin } from '../../../../contracts/api/auth/login';
import { challengeOf, type PasswordChallenge } from '../challenge/challenge-refusal';

/** POST auth/login (docs/product.md §7). Resolves with the envelope (message shown as success toast); throws ApiError with the server message. */
export function login(body: LoginRequest) {
  return apiEnvelope(authLogin, body);
}

/**
 * Submits the login form (docs/product.md §4 Login, §8): on success the session starts (which closes all dialogs) and the
 * server's message shows as a success toast; on failure the server's message shows as an error toast, except a
 * self-excluded player's refusal, which goes to `onRefused` (issue 17 items 4, 14), and a refusal asking the security
 * check (the password breaker is tripped; docs/security.md "Password spraying"), which goes to `onChallenge` with the
 * body to send again with the solved `altcha`. `submit` never rejects to the caller.
 */
export function useLogin(
  onRefused?: (refusal: { message: string; access: ExclusionAccess; body: LoginRequest }) => void,
  onChallenge?: (asked: { message: string; challenge: PasswordChallenge; body: LoginRequest }) => void,
) {
  const { startSession } = useSession();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (envelope) => {
      startSession(envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error, body) => {
      // Issue 17 items 4, 14: a self-excluded player is shown his options in the dialog, not a passing toast.
      const access = exclusionAccessOf(error);
      const challenge = challengeOf(error);
      if (challenge && onChallenge) onChallenge({ message: error.message, challenge, body });
      else if (access && onRefused) onRefused({ message: error.message, access, body });
      else toast.error(error.message);
    },
  });
  return {
    submit: (body: LoginRequest) => mutation.mutateAsync(body).catch(() => undefined),
    pending: mutation.isPending,
  };
}
