import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { LoginRequest } from '../../../contracts/types/auth/login.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { clientInfo } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { exclusionAccess } from '../../services/protection-return.ts';
import { rememberLocale } from '../../services/protection-store.ts';
import { toSessionData } from '../../services/session-data.ts';
import { registrationChecksOf } from '../../services/registration-checks.ts';

/**
 * POST /api/auth/login {username, password} (spec §7, rules §5) -> data: SessionData (balance in lira).
 * Wrong credentials: 400 (never 401, which the client treats as an expired session). Rate limited per IP + account
 * (ctx.rateLimits.login) and per account whatever the IP (loginAccount); the account is the player the database's
 * lower(username) finds, so case variants share one budget.
 * 400 with the end date during a time-out or self-exclusion, or when a session time limit is used up (issue 11).
 * A self-excluded player's refusal carries data {exclusion: ExclusionAccess} (issue 17 items 4, 14): whether he may
 * log in withdraw-only (body withdrawOnly: true -> a session limited to balance, withdrawal and history, data
 * withdrawOnly: true) and, once the exclusion has ended, his return step (POST auth/exclusionreturn).
 */
export function loginRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LoginRequest }>(
    '/api/auth/login',
    {
      schema: { body: ctx.schemas.get('auth/login.request') },
      preValidation: ctx.rateLimiter.guard({ login: ctx.rateLimiter.keys.ipAndAccount, loginAccount: ctx.rateLimiter.keys.account }),
    },
    async (request) => {
      const result = await ctx.players.login(request.body.username, request.body.password, clientInfo(request));
      // Issue 11: a time-out, self-exclusion or used-up session limit refuses the login, told only after the right
      // password; the session just opened is removed before its token ever leaves the server.
      try {
        await ctx.protection.guard.login(ctx.db, result.session.playerId);
        // Issue 17 item 13: the national self-exclusion register is asked at every login too.
        await registrationChecksOf(ctx).atLogin(result.session.playerId, clientInfo(request).ip);
      } catch (error) {
        // Issue 17 items 4, 14: a self-excluded player (or one whose exclusion ended and who has not returned yet)
        // may still open a withdraw-only session; the refusal tells the site which steps he has.
        const access = await exclusionAccess(ctx.db, ctx.protection.profile, result.session.playerId, ctx.protection.clock.now());
        if (access?.withdrawOnly && request.body.withdrawOnly === true) {
          await ctx.db.query('UPDATE sessions SET withdraw_only = true WHERE id = $1', [result.session.sessionId]);
          await rememberLocale(ctx.db, result.session.playerId, request.locale);
          return ok({ ...toSessionData(result), withdrawOnly: true }, translate(request.locale, 'protection.withdrawOnlyLogin'));
        }
        await ctx.db.query('DELETE FROM sessions WHERE id = $1', [result.session.sessionId]);
        if (access && error instanceof ApiFailure) throw new ApiFailure(error.status, error.key, error.params, { exclusion: access });
        throw error;
      }
      await rememberLocale(ctx.db, result.session.playerId, request.locale);
      return ok(toSessionData(result), translate(request.locale, 'auth.loginSuccess', { name: result.profile.name }));
    },
  );
}
