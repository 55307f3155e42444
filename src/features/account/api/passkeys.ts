import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api, apiEnvelope } from '@site/lib/api-client';
import { PASSKEYS_KEY } from './keys';
import type { PasskeyRegisterRequest } from '@contracts/types/account/passkey-register.request';
import { accountPasskeyRegister } from '@contracts/api/account/passkey-register';
import { accountPasskeyRegisterOptions } from '@contracts/api/account/passkey-register-options';
import { accountPasskeyRemove } from '@contracts/api/account/passkey-remove';
import { accountPasskeyRename } from '@contracts/api/account/passkey-rename';
import { accountPasskeys } from '@contracts/api/account/passkeys';

/** GET customer/passkeys → {items}: the player's passkeys, oldest first (docs/security.md Passkeys). */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api(accountPasskeys) });
}

/**
 * Registers a passkey: customer/passkeyregisteroptions (behind the step-up guard: "Confirm it's you" first when the
 * session's last proof is not fresh; docs/security.md "Step-up"), the browser's
 * ceremony (navigator.credentials.create through @simplewebauthn/browser), then customer/passkeyregister
 * {name, credential}. Resolves with the server's message; rejects with ApiError (server refusal) or the browser's
 * WebAuthnError / DOMException (cancelled, unsupported).
 */
async function registerPasskey({ name }: { name: string }): Promise<string> {
  const options = await api(accountPasskeyRegisterOptions);
  // The reply schema keeps the WebAuthn enums as plain strings; the values are the server library's own.
  const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  // The schema bounds the transports list (a tuple type once generated); the browser's list is within it.
  const reply = await apiEnvelope(accountPasskeyRegister, { name, credential: credential as PasskeyRegisterRequest['credential'] });
  return reply.message;
}

/** The list's mutations (register, rename, remove); each refreshes the list when it succeeds. */
export function usePasskeyMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  return {
    register: useMutation({ mutationFn: registerPasskey, onSuccess: refresh }),
    rename: useMutation({
      mutationFn: async (body: { id: number; name: string }) => (await apiEnvelope(accountPasskeyRename, body)).message,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (body: { id: number }) => (await apiEnvelope(accountPasskeyRemove, body)).message,
      onSuccess: refresh,
    }),
  };
}
