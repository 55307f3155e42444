import type { FastifyInstance } from 'fastify';
import { authRegister } from '@contracts/api/index';
import { mismatchedField } from '@contracts/domain/form-matches';
import { isValidTcNumber } from '@contracts/domain/identity';
import { ApiFailure, ok } from '@server/http/envelope';
import { clientInfo } from '@server/http/request-context';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { refuseCommonPassword } from '@server/auth/password-rule';
import { limitOffered } from '@server/protection/profile';
import type { LimitPeriod } from '@server/protection/profile';
import type { ProtectionService } from '@server/protection/protection';
import { storablePhone } from '@server/account/phones';
import { rememberLocale } from '@server/protection/store';
import { toSessionData } from '@server/auth/session-data';

/**
 * POST /api/auth/register, fast or default payload (docs/product.md §3, §5) -> data: SessionData of the new
 * player, who is logged in with balance 0. The field rules are the form's, schemas/forms/register-fast.json or
 * register-default.json by isFast (docs/architecture.md "Forms"). Refusals are 400 with the field named in the message
 * (password2 mismatch, username/email taken, unknown country, birth date, a phone that is no valid number of an
 * allowed country: config/site.json phones). Rate limited per IP. The phone is stored in E.164.
 * An optional depositLimit {period, amount (lira)} is applied at once; a bad one refuses the whole call.
 * A default registration's TC number must pass its check digits (contracts/domain/identity.ts); a registration
 * matching an excluded player is refused neutrally ('auth.registrationRefused'; docs/registration-checks.md) and one listed in the national
 * self-exclusion register clearly; both are recorded in registration_refusals. A common password is refused
 * with 400 naming the field (server/auth/password-rule.ts; docs/security.md "Common passwords").
 */
export function registerRoute(app: FastifyInstance): void {
  route(app, authRegister, { preValidation: app.rateLimiter.guard({ register: app.rateLimiter.keys.ip }) }, async (request) => {
    // An optional deposit limit is checked before the player exists and applied at once after.
    const limit = request.body.depositLimit;
    if (limit) registerLimitKurus(app.protection, limit.period, limit.amount);
    const b = request.body;
    // password2 = password: ui:options.matches of the form's uiSchema (schemas/forms/register-*.ui.json), the site's check.
    if (mismatchedField(app.schemas.formUi(b.isFast ? 'register-fast' : 'register-default'), b)) throw new ApiFailure(400, 'auth.passwordMismatch');
    // Not a common password (contracts/domain/password-strength.ts, the site's check too; docs/security.md).
    await refuseCommonPassword(b.password);
    if (!b.isFast && b.PersonalNo !== undefined && !isValidTcNumber(b.PersonalNo)) throw new ApiFailure(400, 'protection.invalidTcNumber');
    // Stored, matched and counted in E.164 only (docs/security.md "Phone numbers and SMS"); 400 naming Phone otherwise.
    const phone = storablePhone(b.phone, app.phoneConfig.allowedCountries);
    await app.registrationChecks.beforeRegistration({
      personalNo: b.isFast ? null : (b.PersonalNo ?? null),
      birthDate: b.isFast ? null : (b.birthDate ?? null),
      name: b.name, surname: b.surname, phone, username: b.username, playerId: null, ip: clientInfo(request).ip,
    });
    const result = await app.players.register({ ...request.body, phone }, clientInfo(request));
    if (limit) await app.protection.limits.set(result.session.playerId, 'deposit', limit.period, limit.amount, await app.stepUp.state(result.session));
    await rememberLocale(app.db, result.session.playerId, request.locale);
    await app.sessionControl.noteLoginDevice(result.session.playerId, clientInfo(request), request.locale, false);
    return ok(toSessionData(result), translate(request.locale, 'auth.registerSuccess', { name: result.profile.name }));
  });
}

/** Stored kuruş of a deposit limit given at registration; 400 naming depositLimit when it cannot be applied. */
function registerLimitKurus(protection: ProtectionService, period: LimitPeriod, amount: number): number {
  if (!limitOffered(protection.profile, 'deposit', period)) throw new ApiFailure(400, 'protection.toolOff');
  try {
    return protection.limits.toStored('deposit', period, amount);
  } catch {
    throw new ApiFailure(400, 'protection.registerLimit');
  }
}
