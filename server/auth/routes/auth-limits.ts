import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { bodyField } from '@server/http/rate-limit-keys';
import { storableKey } from '@server/http/rate-limit-store';

/**
 * The limits on reset-code guesses, shared by auth/checkresetcode and auth/changepasswordwithcode (one budget for
 * both): per account whatever the IP, per 10 minutes and per day (resetGuess, resetGuessDay), and per IP
 * (resetGuessIp). Each code also allows only 5 wrong attempts (verification-codes.ts); these caps bound the
 * guesses over many codes, so a 6-digit code cannot be worn down by asking for new ones (docs/security.md).
 */
export function resetGuessLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  // A body without a username text still counts per IP, and per account under the IP (no free guesses).
  const account = async (request: Parameters<typeof keys.account>[0]) => (await keys.account(request)) ?? `anon:${request.ip}`;
  return app.rateLimiter.guard({ resetGuess: account, resetGuessDay: account, resetGuessIp: keys.ip });
}

/**
 * The limits on password attempts, shared by auth/login and auth/exclusionreturn (which checks the password like a
 * login, so it spends the same budget): per IP + account, per account whatever the IP, and per IP whatever the
 * account (login, loginAccount, loginIp; docs/security.md "Password spraying").
 */
export function loginAttemptLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  return app.rateLimiter.guard({ login: keys.ipAndAccount, loginAccount: keys.account, loginIp: keys.ip });
}

/**
 * The limits on customer/changepassword, which checks the current password: per player (changePassword) and in the
 * same per-IP budget as every other password check (loginIp). Needs auth.required to have run (onRequest).
 */
export function changePasswordLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  return app.rateLimiter.guard({ changePassword: keys.sessionPlayer, loginIp: keys.ip });
}

/**
 * The limit on second-step codes (auth/loginsecondstep): per IP + the account the ticket was issued to
 * (secondStep), on top of the 5 wrong codes each ticket allows, so fresh tickets (each costing a right password)
 * do not give a code guesser fresh budget from one address (docs/security.md "Two-step sign-in").
 */
export function secondStepLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  return app.rateLimiter.guard({
    secondStep: async (request) => {
      const ticket = bodyField(request, 'ticket');
      const playerId = typeof ticket === 'string' && ticket.length <= 100 ? await app.twoStep.ticketPlayer(ticket) : null;
      return storableKey(`ip:${request.ip}|${playerId === null ? '-' : `player:${playerId}`}`);
    },
  });
}

/**
 * The limit on the codes twostep/confirm checks while an authenticator is set up, per player (twoStepProof).
 */
export function twoStepProofLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  return app.rateLimiter.guard({ twoStepProof: app.rateLimiter.keys.sessionPlayer });
}

/**
 * The same password-attempt budget for POST auth/reauth, where the account is the caller's session (no username in
 * the body): the keys are those loginAttemptLimits gives for that player ('ip:<ip>|player:<id>', 'player:<id>'), so
 * guesses through reauth and through login share one count (docs/security.md "Step-up"); a password proof also
 * counts in the per-IP budget across accounts (loginIp), like every password check. Behind auth.required.
 */
export function reauthAttemptLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  return app.rateLimiter.guard({
    login: (request) => `ip:${request.ip}|${String(keys.sessionPlayer(request))}`,
    loginAccount: keys.sessionPlayer,
    loginIp: (request) => (bodyField(request, 'password') === undefined ? null : keys.ip(request)),
  });
}
