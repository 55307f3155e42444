import type { FastifyInstance } from 'fastify';
import { authLogin } from '../../../contracts/api/index.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { clientInfo } from '../../http/request-context.ts';
import { route } from '../../http/route.ts';
import { loginAttemptLimits } from './auth-limits.ts';
import { translate } from '../../i18n/messages.ts';
import { exclusionAccess } from '../../services/protection-return.ts';
import { rememberLocale } from '../../services/protection-store.ts';
import { toSessionData } from '../../services/session-data.ts';

/**
 * POST /api/auth/login {username, password} (docs/product.md §7, §5) -> data: SessionData (balance in lira).
 * Wrong credentials: 400 (never 401, which the client treats as an expired session). Rate limited per IP + account
 * (app.rateLimits.login) and per account whatever the IP (loginAccount); the account is the player the database's
 * lower(username) finds, so case variants share one budget.
 * 400 with the end date during a time-out or self-exclusion, or when a session time limit is used up (issue 11).
 * A self-excluded player's refusal carries data {exclusion: ExclusionAccess} (issue 17 items 4, 14): whether he may
 * log in withdraw-only (body withdrawOnly: true -> a session limited to balance, withdrawal and history, data
 * withdrawOnly: true) and, once the exclusion has ended, his return step (POST auth/exclusionreturn).
 */
export function loginRoute(app: FastifyInstance): void {
  route(
    app,
    authLogin,
    { preValidation: loginAttemptLimits(app) },
    async (request) => {
      const result = await app.players.login(request.body.username, request.body.password, clientInfo(request));
      // Issue 11: a time-out, self-exclusion or used-up session limit refuses the login, told only after the right
      // password; the session just opened is removed before its token ever leaves the server.
      try {
        await app.protection.guard.login(app.db, result.session.playerId);
        // Issue 17 item 13: the national self-exclusion register is asked at every login too.
        await app.registrationChecks.atLogin(result.session.playerId, clientInfo(request).ip);
      } catch (error) {
        // Issue 17 items 4, 14: a self-excluded player (or one whose exclusion ended and who has not returned yet)
        // may still open a withdraw-only session; the refusal tells the site which steps he has.
        const access = await exclusionAccess(app.db, app.protection.profile, result.session.playerId, app.protection.clock.now());
        if (access?.withdrawOnly && request.body.withdrawOnly === true) {
          await app.sessions.markWithdrawOnly(result.session.sessionId);
          await rememberLocale(app.db, result.session.playerId, request.locale);
          await app.sessionControl.noteLoginDevice(result.session.playerId, clientInfo(request), request.locale);
          return ok({ ...toSessionData(result), withdrawOnly: true }, translate(request.locale, 'protection.withdrawOnlyLogin'));
        }
        await app.sessions.discard(result.session.sessionId);
        if (access && error instanceof ApiFailure) throw new ApiFailure(error.status, error.key, error.params, { exclusion: access }, error.render);
        throw error;
      }
      await rememberLocale(app.db, result.session.playerId, request.locale);
      await app.sessionControl.noteLoginDevice(result.session.playerId, clientInfo(request), request.locale);
      return ok(toSessionData(result), translate(request.locale, 'auth.loginSuccess', { name: result.profile.name }));
    },
  );
}
