import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, apiEnvelope } from '@site/lib/api-client';
import type { AnyContract, RequestOf, ReplyOf, Envelope } from '@contracts/contract';
import { authTwoStepBegin } from '@contracts/api/auth/two-step-begin';
import { authTwoStepConfirm } from '@contracts/api/auth/two-step-confirm';
import { authTwoStepDisable } from '@contracts/api/auth/two-step-disable';
import { authTwoStepRecoveryCodes } from '@contracts/api/auth/two-step-recovery-codes';
import { authTwoStepRename } from '@contracts/api/auth/two-step-rename';
import { authTwoStepStatus } from '@contracts/api/auth/two-step-status';
import { TWO_STEP_KEY } from './keys';

export { authTwoStepBegin, authTwoStepConfirm, authTwoStepDisable, authTwoStepRecoveryCodes, authTwoStepRename };

/** GET twostep/status: the player's authenticator (label, since, last used) and recovery codes left. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: TWO_STEP_KEY, queryFn: ({ signal }) => api(authTwoStepStatus, undefined, { signal }) });
}

/**
 * One two-step settings call as a mutation: the server's message shows as a toast (success or error, docs/product.md
 * §8) and the status is fetched again after a success. `submit` resolves with the reply's data, or undefined on a
 * failure; it never rejects.
 */
export function useTwoStepCall<C extends AnyContract>(contract: C) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: RequestOf<C>) => (apiEnvelope as (c: C, b: RequestOf<C>) => Promise<Envelope<ReplyOf<C>>>)(contract, body),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      void queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return {
    submit: (body: RequestOf<C>) => mutation.mutateAsync(body).then((envelope) => ({ data: envelope.data }), () => undefined),
    pending: mutation.isPending,
  };
}
