import type { FastifyInstance } from 'fastify';
import { authReauth } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';
import { reauthAttemptLimits } from './auth-limits.ts';

/**
 * POST /api/auth/reauth {password} (docs/security.md "Step-up") -> data null: the caller proves his password again
 * and his session counts as freshly re-authenticated (sessions.reauth_at = now) for the step-up window, so the
 * call the step-up refusal (403 {reauth}) stopped can be retried. The password is checked on the login's argon2
 * path and spends the login's attempt budget for this player (reauthAttemptLimits: 429 past it).
 * Errors: 400 'auth.reauthWrongPassword' (never 401, which the site reads as an expired session); 401 without a session.
 */
export function reauthRoute(app: FastifyInstance): void {
  route(app, authReauth, { preHandler: app.auth.required, preValidation: reauthAttemptLimits(app) }, async (request) => {
    const session = sessionOf(request);
    if (!(await app.players.passwordMatches(session.playerId, request.body.password))) throw new ApiFailure(400, 'auth.reauthWrongPassword');
    await app.stepUp.markReauthenticated(session.sessionId);
    return ok(null, translate(request.locale, 'auth.reauthDone'));
  });
}
