import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import { apiEnvelope } from '@site/lib/api-client';
import { patchAuth } from '@site/lib/auth-storage';
import { authAtom } from '@site/lib/session';
import type { UpdatePhoneRequest } from '@contracts/types/account/update-phone.request';
import { accountUpdatePhone } from '@contracts/api/account/update-phone';

/**
 * POST customer/updatephone (docs/product.md §7): step 1 {step:1, phone} sends a 6-digit code by SMS; step 2
 * {step:2, phone, code} verifies it and answers data {phone, smsVerified:true}. Throws ApiError with the server's
 * message (wrong or expired code, too many attempts, 429 too many sends).
 */
export function updatePhone(body: UpdatePhoneRequest) {
  return apiEnvelope(accountUpdatePhone, body);
}

/**
 * Both phone steps as one mutation (docs/product.md §4, §8). A verified phone is written to the stored auth data and the
 * session atom (`phone`, `smsVerified`), and the server's message shows as a success toast; a failure shows it as an
 * error toast. `submit` resolves true on success, false on failure; never rejects.
 */
export function useUpdatePhone() {
  const setAuth = useSetAtom(authAtom);
  const mutation = useMutation({
    mutationFn: updatePhone,
    onSuccess: (envelope) => {
      if (envelope.data) {
        const next = patchAuth({
          phone: envelope.data.phone,
          smsVerified: envelope.data.smsVerified,
        });
        if (next) setAuth(next);
      }
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return {
    submit: (body: UpdatePhoneRequest) =>
      mutation.mutateAsync(body).then(
        () => true,
        () => false,
      ),
    pending: mutation.isPending,
  };
}
