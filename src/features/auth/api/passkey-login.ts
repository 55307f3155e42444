import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useSession } from '@site/lib/use-session';
import { api, apiEnvelope } from '@site/lib/api-client';
import type { PasskeyLoginRequest } from '@contracts/types/auth/passkey-login.request';
import { authPasskeyLogin } from '@contracts/api/auth/passkey-login';
import { authPasskeyLoginOptions } from '@contracts/api/auth/passkey-login-options';

/**
 * Signs in with a passkey, no password (docs/security.md "Passkeys"): auth/passkeyloginoptions, the browser's
 * ceremony with any discoverable passkey of this site (navigator.credentials.get through @simplewebauthn/browser,
 * loaded only now: the login dialog's first paint does not carry it), then auth/passkeylogin → the same envelope as
 * auth/login (SessionData). Rejects with ApiError or the browser's refusal (NotAllowedError when cancelled).
 */
async function passkeyLogin() {
  const [{ startAuthentication }, options] = await Promise.all([import('@simplewebauthn/browser'), api(authPasskeyLoginOptions)]);
  // The reply schema keeps the WebAuthn enums as plain strings; the values are the server library's own.
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return apiEnvelope(authPasskeyLogin, { credential: credential as PasskeyLoginRequest['credential'] });
}

/**
 * The passkey sign-in as a mutation: on success the session starts (closing the dialogs) and the welcome message
 * shows as a toast, as useLogin does; on failure `describe` turns the error into the text shown (server message,
 * or the browser's cancellation in the player's words). `submit` never rejects.
 */
export function usePasskeyLogin(describe: (error: Error) => string) {
  const { startSession } = useSession();
  const mutation = useMutation({
    mutationFn: passkeyLogin,
    onSuccess: (envelope) => {
      startSession(envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error) => {
      toast.error(describe(error));
    },
  });
  return { submit: () => mutation.mutateAsync().catch(() => undefined), pending: mutation.isPending };
}
