import type { FastifyInstance } from 'fastify';
import { authLogin } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { loginAttemptLimits } from './auth-limits';
import { translate } from '@server/i18n/messages';
import { hasPasskeys } from '@server/auth/passkeys';
import { TICKET_TTL_MS } from '@server/auth/two-step';
import type { SecondStepChallenge } from '@contracts/types/auth/second-step';
import { openProvenSession } from './open-session';

/** A proof the second step accepts. */
type SecondStepMethod = SecondStepChallenge['secondStep']['methods'][number];

/**
 * POST /api/auth/login {username, password} (docs/product.md §7, §5) -> data: SessionData (balance in lira), or,
 * for a player with two-step sign-in on, a SecondStepChallenge {secondStep: {ticket, methods, expiresInSeconds}}
 * and no session: POST auth/loginsecondstep with the ticket and a code (or a passkey's assertion, 'passkey' among
 * the methods when he has one) opens it (docs/security.md "Two-step sign-in").
 * Wrong credentials: 400 (never 401, which the client treats as an expired session). Rate limited per IP + account
 * (app.rateLimits.login), per account whatever the IP (loginAccount) and per IP whatever the account (loginIp); the
 * account is the player the database's lower(username) finds, so case variants share one budget.
 * While the site-wide password breaker is tripped: 400 'auth.challengeRequired' with data {challenge} unless body
 * `altcha` is a solved, unspent challenge (docs/security.md "Password spraying"); 503 with Retry-After when the
 * argon2 queue is full.
 * After the proof, the rules of openProvenSession (open-session.ts): 400 with the end date during a time-out,
 * self-exclusion or used-up session limit; a self-excluded player's refusal carries data {exclusion: ExclusionAccess}
 * and withdrawOnly: true opens his withdraw-only session.
 */
export function loginRoute(app: FastifyInstance): void {
  route(
    app,
    authLogin,
    { preValidation: loginAttemptLimits(app) },
    async (request) => {
      // Behind the breaker: while tripped, a solved challenge first (docs/security.md "Password spraying").
      const { username, password, altcha } = request.body;
      const player = await app.passwordGuard.check(altcha, () => app.players.checkCredentials(username, password));
      if (await app.twoStep.isOn(player.id)) {
        const ticket = await app.twoStep.issueTicket(player.id);
        // A player who also has passkeys may answer with one of them (docs/security.md "Two-step sign-in").
        const methods: SecondStepMethod[] = (await hasPasskeys(app.db, player.id)) ? ['totp', 'recovery', 'passkey'] : ['totp', 'recovery'];
        const secondStep = { ticket, methods, expiresInSeconds: TICKET_TTL_MS / 1000 };
        return ok({ secondStep }, translate(request.locale, 'twoStep.secondStepNeeded'));
      }
      return openProvenSession(app, request, player, request.body.withdrawOnly === true);
    },
  );
}
