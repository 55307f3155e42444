import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';

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
 * login, so it spends the same budget): per IP + account and per account whatever the IP (login, loginAccount;
 * docs/security.md).
 */
export function loginAttemptLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  return app.rateLimiter.guard({ login: keys.ipAndAccount, loginAccount: keys.account });
}

/**
 * The same password-attempt budget for POST auth/reauth, where the account is the caller's session (no username in
 * the body): the keys are those loginAttemptLimits gives for that player ('ip:<ip>|player:<id>', 'player:<id>'), so
 * guesses through reauth and through login share one count (docs/security.md "Step-up"). Behind auth.required.
 */
export function reauthAttemptLimits(app: FastifyInstance): preValidationAsyncHookHandler {
  const keys = app.rateLimiter.keys;
  return app.rateLimiter.guard({
    login: (request) => `ip:${request.ip}|${String(keys.sessionPlayer(request))}`,
    loginAccount: keys.sessionPlayer,
  });
}
