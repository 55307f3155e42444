import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiEnvelope } from '@site/lib/api-client';
import type { SendResetPasswordRequest } from '@contracts/types/auth/send-reset-password.request';
import type { CheckResetCodeRequest } from '@contracts/types/auth/check-reset-code.request';
import type { ChangePasswordWithCodeRequest } from '@contracts/types/auth/change-password-with-code.request';
import { authChangePasswordWithCode } from '@contracts/api/auth/change-password-with-code';
import { authCheckResetCode } from '@contracts/api/auth/check-reset-code';
import { authSendResetPassword } from '@contracts/api/auth/send-reset-password';

/** POST auth/sendresetpassword {username} (docs/product.md §7): the server sends a reset code by SMS. Throws ApiError. */
export function sendResetPassword(body: SendResetPasswordRequest) {
  return apiEnvelope(authSendResetPassword, body);
}

/** POST auth/checkresetcode {code, username} (docs/product.md §7): success when the code is valid. Throws ApiError. */
export function checkResetCode(body: CheckResetCodeRequest) {
  return apiEnvelope(authCheckResetCode, body);
}

/** POST auth/changepasswordwithcode {password, password2, username, code} (docs/product.md §7). Throws ApiError. */
export function changePasswordWithCode(body: ChangePasswordWithCodeRequest) {
  return apiEnvelope(authChangePasswordWithCode, body);
}

/**
 * A recovery call as a mutation (docs/product.md §8: a failure shows the server message as an error toast). `submit`
 * resolves true on success and false on failure, never rejects.
 */
export function useRecoveryCall<B>(call: (body: B) => Promise<unknown>) {
  const mutation = useMutation({
    mutationFn: call,
    onError: (error: Error) => toast.error(error.message),
  });
  return {
    submit: (body: B) =>
      mutation.mutateAsync(body).then(
        () => true,
        () => false,
      ),
    pending: mutation.isPending,
  };
}
