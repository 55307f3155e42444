import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { clearReferral, safeLocalStorage } from '@site/lib/referral';
import { useSession } from '@site/lib/use-session';
import type { RegisterRequest } from '@contracts/types/auth/register.request';
import { register } from './api/register';
import { useOnRegistered } from './on-registered';

/**
 * Submits a registration payload (docs/product.md §4 Registration, §8): on success the returned session starts, the server's
 * message shows as a success toast, the stored referral is cleared and the
 * follow-up step runs; on failure the server's message shows as an error
 * toast. `mutateAsync` never rejects to the caller.
 */
export function useRegister() {
  const { startSession } = useSession();
  const onRegistered = useOnRegistered();
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (envelope, body: RegisterRequest) => {
      startSession(envelope.data);
      // The referral has done its work; a later registration on this browser is not referred.
      clearReferral(safeLocalStorage());
      if (envelope.message) toast.success(envelope.message);
      onRegistered(body.trialBonus);
    },
    onError: (error: Error) => {
      toast.error(error.message);
    },
  });
  return {
    submit: (body: RegisterRequest) => mutation.mutateAsync(body).catch(() => undefined),
    pending: mutation.isPending,
  };
}
