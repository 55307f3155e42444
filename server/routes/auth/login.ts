import type { FastifyInstance } from 'fastify';
import { authLogin } from '../../../contracts/api/index.ts';
import { route } from '../../http/route.ts';
import { loginAttemptLimits } from './auth-limits.ts';
import { openProvenSession } from './open-session.ts';

/**
 * POST /api/auth/login {username, password} (docs/product.md §7, §5) -> data: SessionData (balance in lira).
 * Wrong credentials: 400 (never 401, which the client treats as an expired session). Rate limited per IP + account
 * (app.rateLimits.login) and per account whatever the IP (loginAccount); the account is the player the database's
 * lower(username) finds, so case variants share one budget.
 * 400 with the end date during a time-out or self-exclusion, or when a session time limit is used up (issue 11).
 * A self-excluded player's refusal carries data {exclusion: ExclusionAccess} (issue 17 items 4, 14): whether he may
 * log in withdraw-only (body withdrawOnly: true -> a session limited to balance, withdrawal and history, data
 * withdrawOnly: true) and, once the exclusion has ended, his return step (POST auth/exclusionreturn). These checks
 * after the password are openProvenSession's, shared with the passkey sign-in.
 */
export function loginRoute(app: FastifyInstance): void {
  route(app, authLogin, { preValidation: loginAttemptLimits(app) }, async (request) => {
    const player = await app.players.checkCredentials(request.body.username, request.body.password);
    return openProvenSession(app, request, player, request.body.withdrawOnly === true);
  });
}
