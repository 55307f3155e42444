import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiEnvelope } from '@site/lib/api-client';
import type { ChangePasswordRequest } from '@contracts/types/account/change-password.request';
import { accountChangePassword } from '@contracts/api/account/change-password';

/** POST customer/changepassword {oldPassword, password, confirmPassword} (docs/product.md §7). Throws ApiError. */
export function changePassword(body: ChangePasswordRequest) {
  return apiEnvelope(accountChangePassword, body);
}

/**
 * Submits the change-password form (docs/product.md §8): the server's message shows as a success or error toast.
 * `submit` resolves true on success, false on failure; never rejects.
 */
export function useChangePassword() {
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return {
    submit: (body: ChangePasswordRequest) =>
      mutation.mutateAsync(body).then(
        () => true,
        () => false,
      ),
    pending: mutation.isPending,
  };
}
