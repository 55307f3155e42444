import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionData } from '../../../contracts/types/auth/session.ts';
import type { Envelope } from '../../../contracts/contract.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { clientInfo } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { exclusionAccess } from '../../services/protection-return.ts';
import { rememberLocale } from '../../services/protection-store.ts';
import { toSessionData } from '../../services/session-data.ts';

/**
 * Opens the login session of a player whose credentials are proven: by the password alone (auth/login) or by the
 * password and then the second step (auth/loginsecondstep, docs/security.md "Two-step sign-in"). The one path
 * after the proof, so both apply the same rules (docs/product.md §7; docs/protection-enforcement.md):
 * - a time-out, self-exclusion or used-up session limit refuses the login (400 with the end date), told only
 *   after the proof; the session just opened is removed before its token ever leaves the server;
 * - the national self-exclusion register is asked at every login (docs/registration-checks.md);
 * - a self-excluded player (or one whose exclusion ended and who has not returned yet) may open a withdraw-only
 *   session (`withdrawOnly` true); his refusal carries data {exclusion: ExclusionAccess} telling the site his steps;
 * - the request's locale is remembered for the player's messages.
 * Returns the envelope of SessionData with the welcome message.
 */
export async function openLoginSession(
  app: FastifyInstance,
  request: FastifyRequest,
  player: { id: number; usercode: string },
  withdrawOnly: boolean,
): Promise<Envelope<SessionData>> {
  const result = await app.players.startSession(player, clientInfo(request));
  try {
    await app.protection.guard.login(app.db, result.session.playerId);
    await app.registrationChecks.atLogin(result.session.playerId, clientInfo(request).ip);
  } catch (error) {
    const access = await exclusionAccess(app.db, app.protection.profile, result.session.playerId, app.protection.clock.now());
    if (access?.withdrawOnly && withdrawOnly) {
      await app.sessions.markWithdrawOnly(result.session.sessionId);
      await rememberLocale(app.db, result.session.playerId, request.locale);
      return ok({ ...toSessionData(result), withdrawOnly: true }, translate(request.locale, 'protection.withdrawOnlyLogin'));
    }
    await app.sessions.discard(result.session.sessionId);
    if (access && error instanceof ApiFailure) throw new ApiFailure(error.status, error.key, error.params, { exclusion: access }, error.render);
    throw error;
  }
  await rememberLocale(app.db, result.session.playerId, request.locale);
  return ok(toSessionData(result), translate(request.locale, 'auth.loginSuccess', { name: result.profile.name }));
}
