import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiEnvelope } from '@site/lib/api-client';
import { sendOnce } from '@site/lib/idempotency';
import { bonusDefinetrialbonus } from '@contracts/api/bonus/definetrialbonus';

/** GET bonus/definetrialbonus (docs/product.md §7): credits the trial bonus → data {amount, balance} in lira. Throws ApiError. */
export function defineTrialBonus(idempotencyKey?: string) {
  return apiEnvelope(bonusDefinetrialbonus, undefined, { idempotencyKey });
}

/**
 * 'Yes' on the celebration screen (docs/product.md §4 Trial bonus), one Idempotency-Key per click (sendOnce): on success the server message shows as a success toast
 * and every query is refreshed (the header balance rises at once rather than at the next 3 s poll); on failure
 * the message shows as an error toast. `claim` resolves true on success, false on failure; never rejects.
 */
export function useDefineTrialBonus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => sendOnce(defineTrialBonus),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      void queryClient.invalidateQueries();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return {
    claim: () =>
      mutation.mutateAsync().then(
        () => true,
        () => false,
      ),
    pending: mutation.isPending,
  };
}
