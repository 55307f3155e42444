import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@contracts/contract';
import type { SessionData } from '@contracts/types/auth/session';
import { ApiFailure, ok } from '@server/http/envelope';
import { clientInfo } from '@server/http/request-context';
import { translate } from '@server/i18n/messages';
import { exclusionAccess } from '@server/protection/return';
import { rememberLocale } from '@server/protection/store';
import { toSessionData } from '@server/auth/session-data';
import { auditPlayer } from '@server/platform/audit-trail';

/**
 * Opens the session of `player` once his credentials proved him (auth/login by password, auth/loginsecondstep by the
 * password and then the second step, auth/passkeylogin by passkey) and answers as auth/login does: data SessionData, the welcome message. Every sign-in goes through here, so the
 * checks after the credentials hold the same way for each (docs/product.md §7; docs/security.md "Two-step sign-in", "Passkeys"):
 * - a time-out, self-exclusion or used-up session limit refuses the login (docs/protection-enforcement.md), told only
 *   after the proof; the session just opened is removed before its token ever leaves the server;
 * - the national self-exclusion register is asked at every login (docs/registration-checks.md);
 * - a login from a device not seen before for the player makes a notification (docs/security.md "Sessions and tokens");
 * - a self-excluded player may open a withdraw-only session when `withdrawOnly` is asked; the refusal carries data
 *   {exclusion: ExclusionAccess} with the steps he has (docs/protection-enforcement.md).
 * Errors: the guard's ApiFailure (400 with the end date), with data {exclusion} for a self-excluded player.
 */
export async function openProvenSession(
  app: FastifyInstance,
  request: FastifyRequest,
  player: { id: number; usercode: string },
  withdrawOnly: boolean,
): Promise<Envelope<SessionData>> {
  const result = await app.players.openSession(player, clientInfo(request));
  // The sign-in's row of the audit trail names the player (docs/operations.md "Audit trail").
  auditPlayer(request, result.session.playerId);
  try {
    await app.protection.guard.login(app.db, result.session.playerId);
    await app.registrationChecks.atLogin(result.session.playerId, clientInfo(request).ip);
  } catch (error) {
    const access = await exclusionAccess(app.db, app.protection.profile, result.session.playerId, app.protection.clock.now());
    if (access?.withdrawOnly && withdrawOnly) {
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
  // A device not seen before for this player is told to him (docs/security.md "Sessions and tokens").
  await app.sessionControl.noteLoginDevice(result.session.playerId, clientInfo(request), request.locale);
  return ok(toSessionData(result), translate(request.locale, 'auth.loginSuccess', { name: result.profile.name }));
}
