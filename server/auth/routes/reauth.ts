import type { FastifyInstance } from 'fastify';
import { authReauth, authReauthPasskeyOptions } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { requestRelyingParty } from '@server/http/relying-party';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { passkeyVerifyOptions, verifyPasskeyForPlayer } from '@server/auth/passkeys';
import { reauthAttemptLimits } from './auth-limits';

/**
 * POST /api/auth/reauth {password | code | credential, altcha?} (docs/security.md "Step-up") -> data null: the caller
 * proves himself again with one of the methods the step-up refusal listed, and his session counts as freshly
 * re-authenticated (sessions.reauth_at = now) for the step-up window, so the refused call can be retried:
 * - `password`: PlayerService.provePassword behind the password breaker (while tripped, 400 'auth.challengeRequired'
 *   {challenge} without a solved `altcha`), in the login's attempt budget and the per-IP one (reauthAttemptLimits);
 * - `code`: a current code of his authenticator app (used up); a recovery code is refused, it is kept for a lost phone;
 * - `credential`: an assertion of one of his passkeys for the options of POST auth/reauthpasskeyoptions.
 * Errors: 400 'common.badRequest' unless exactly one proof is given; 400 'auth.reauthWrongPassword',
 * 'twoStep.codeWrong', 'passkey.challengeExpired' / 'passkey.unknownCredential' / 'passkey.verificationFailed'
 * (never 401, which the site reads as an expired session); 429 past the limits; 401 without a session.
 *
 * POST /api/auth/reauthpasskeyoptions -> data: PasskeyRequestOptions, a ceremony (purpose 'verify') for the caller's
 * own passkeys. 400 'passkey.needsHostName'; 429 past passkeyOptions (per IP, as the sign-in's options); 401 without a session.
 */
export function reauthRoute(app: FastifyInstance): void {
  route(app, authReauth, { preHandler: app.auth.required, preValidation: reauthAttemptLimits(app) }, async (request) => {
    const { playerId, sessionId } = sessionOf(request);
    const { password, code, credential, altcha } = request.body;
    if ([password, code, credential].filter((proof) => proof !== undefined).length !== 1) throw new ApiFailure(400, 'common.badRequest');
    if (password !== undefined) {
      await app.passwordGuard.check(altcha, () => app.players.provePassword(playerId, password, 'auth.reauthWrongPassword'));
    } else if (code !== undefined) {
      if (!(await app.twoStep.useTotpCode(playerId, code))) throw new ApiFailure(400, 'twoStep.codeWrong');
    } else if (credential !== undefined) {
      await verifyPasskeyForPlayer(app.db, requestRelyingParty(app, request), playerId, credential);
    }
    await app.stepUp.markReauthenticated(sessionId);
    return ok(null, translate(request.locale, 'auth.reauthDone'));
  });

  const perIp = app.rateLimiter.guard({ passkeyOptions: app.rateLimiter.keys.ip });
  route(app, authReauthPasskeyOptions, { preHandler: app.auth.required, preValidation: perIp }, async (request) => {
    return ok(await passkeyVerifyOptions(app.db, requestRelyingParty(app, request), sessionOf(request).playerId));
  });
}
