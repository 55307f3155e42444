import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useSession } from '@site/lib/use-session';
import type { LoginRequest } from '@contracts/types/auth/login.request';
import type { LoginReply, SecondStepChallenge } from '@contracts/types/auth/login';
import type { LoginSecondStepRequest } from '@contracts/types/auth/login-second-step.request';
import { exclusionAccessOf, type ExclusionAccess } from '@site/features/auth/exclusion-access';
import { authLogin } from '@contracts/api/auth/login';
import { authLoginSecondStep } from '@contracts/api/auth/login-second-step';
import { authSecondStepPasskeyOptions } from '@contracts/api/auth/second-step-passkey-options';
import { api, apiEnvelope } from '@site/lib/api-client';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { challengeOf, type PasswordChallenge } from '@site/features/auth/challenge/challenge-refusal';

/** POST auth/login (docs/product.md §7). Resolves with the envelope (message shown as success toast); throws ApiError with the server message. */
export function login(body: LoginRequest) {
  return apiEnvelope(authLogin, body);
}

/** True when auth/login answered with the second step to take (two-step sign-in on; docs/security.md) instead of a session. */
export function isSecondStep(data: LoginReply): data is SecondStepChallenge {
  return 'secondStep' in data;
}

/** A login refused for a self-excluded player: what the dialog's exclusion panel needs (docs/protection-enforcement.md). */
export interface LoginRefusal {
  message: string;
  access: ExclusionAccess;
  body: LoginRequest;
}

/** The second step a right password led to: the challenge and the login's body (for withdrawOnly and the panel). */
export interface PendingSecondStep {
  challenge: SecondStepChallenge['secondStep'];
  body: LoginRequest;
}

/** A login refused until the security check is solved (the password breaker is tripped): the body to send again with `altcha`. */
export interface ChallengeAsked {
  message: string;
  challenge: PasswordChallenge;
  body: LoginRequest;
}

/** What the login dialog does with the answers that are neither a session nor a plain error. */
export interface LoginOutcomes {
  /** A self-excluded player's refusal: his options, in the dialog (docs/player-protection-operator.md). */
  onRefused?: (refusal: LoginRefusal) => void;
  /** Two-step sign-in is on: the dialog asks the code (docs/security.md "Two-step sign-in"). */
  onSecondStep?: (pending: PendingSecondStep) => void;
  /** The site-wide password breaker is tripped: the dialog shows the security check (docs/security.md "Password spraying"). */
  onChallenge?: (asked: ChallengeAsked) => void;
}

/**
 * Submits the login form (docs/product.md §4 Login, §8): on success the session starts (which closes all dialogs) and the
 * server's message shows as a success toast; on failure the server's message shows as an error toast, except the
 * answers `outcomes` takes (a self-excluded player's refusal, a second step to take, a security check to solve).
 * `submit` never rejects to the caller.
 */
export function useLogin({ onRefused, onSecondStep, onChallenge }: LoginOutcomes = {}) {
  const { startSession } = useSession();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (envelope, body) => {
      if (isSecondStep(envelope.data)) {
        onSecondStep?.({ challenge: envelope.data.secondStep, body });
        return;
      }
      startSession(envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error, body) => {
      // A self-excluded player is shown his options in the dialog, not a passing toast.
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

/**
 * The second step's proof for `ticket`: the code as typed, or (`passkey`) an assertion of one of the ticket's
 * player's passkeys: auth/secondsteppasskeyoptions {ticket}, then the browser's ceremony (@simplewebauthn/browser,
 * loaded only now). Rejects with ApiError or the browser's refusal (NotAllowedError when cancelled).
 */
async function secondStepProof(ticket: string, proof: { code: string } | 'passkey'): Promise<Pick<LoginSecondStepRequest, 'code' | 'credential'>> {
  if (proof !== 'passkey') return proof;
  const [{ startAuthentication }, options] = await Promise.all([import('@simplewebauthn/browser'), api(authSecondStepPasskeyOptions, { ticket })]);
  // The reply schema keeps the WebAuthn enums as plain strings; the values are the server library's own.
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return { credential: credential as LoginSecondStepRequest['credential'] };
}

/**
 * POST auth/loginsecondstep {ticket, code | credential, withdrawOnly?} (docs/security.md "Two-step sign-in"): opens
 * the session like a login (toast, session start); a self-excluded player's refusal goes to `onRefused` with the
 * login's body. `submit(code)` and `submitPasskey()` resolve true when the session opened, never reject; `describe`
 * words a failure (the server's message, or the browser's cancellation in the player's words).
 */
export function useLoginSecondStep(pending: PendingSecondStep, onRefused?: (refusal: LoginRefusal) => void, describe: (error: Error) => string = (error) => error.message) {
  const { startSession } = useSession();
  const ticket = pending.challenge.ticket;
  const withdrawOnly = pending.body.withdrawOnly ? { withdrawOnly: true } : {};
  const mutation = useMutation({
    mutationFn: async (proof: { code: string } | 'passkey') =>
      apiEnvelope(authLoginSecondStep, { ticket, ...(await secondStepProof(ticket, proof)), ...withdrawOnly }),
    onSuccess: (envelope) => {
      startSession(envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error: Error) => {
      const access = exclusionAccessOf(error);
      if (access && onRefused) onRefused({ message: error.message, access, body: pending.body });
      else toast.error(describe(error));
    },
  });
  return {
    submit: (code: string) => mutation.mutateAsync({ code }).then(() => true, () => false),
    submitPasskey: () => mutation.mutateAsync('passkey').then(() => true, () => false),
    pending: mutation.isPending,
  };
}
