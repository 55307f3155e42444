import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RegisterRequest } from '../../../contracts/types/auth/register.request.ts';
import { ok } from '../../http/envelope.ts';
import { clientInfo } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { rememberLocale } from '../../services/protection-store.ts';
import { ApiFailure } from '../../http/envelope.ts';
import { limitOffered } from '../../services/protection-profile.ts';
import type { LimitPeriod } from '../../services/protection-profile.ts';
import { toSessionData } from '../../services/session-data.ts';
import { registrationChecksOf } from '../../services/registration-checks.ts';
import { isValidTcNumber } from '../../../contracts/domain/identity.ts';

/**
 * POST /api/auth/register, fast or default payload (spec §3, rules §5) -> data: SessionData of the new
 * player, who is logged in with balance 0. Refusals are 400 with the field named in the message
 * (password2 mismatch, username/email taken, unknown country, birth date). Rate limited per IP.
 * An optional depositLimit {period, amount (lira)} is applied at once (issue 11); a bad one refuses the whole call.
 * Issue 17: a default registration's TC number must pass its check digits (contracts/domain/identity.ts); a registration
 * matching an excluded player is refused neutrally ('auth.registrationRefused', item 1) and one listed in the national
 * self-exclusion register clearly (item 13); both are recorded in registration_refusals.
 */
export function registerRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RegisterRequest }>(
    '/api/auth/register',
    {
      schema: { body: ctx.schemas.get('auth/register.request') },
      preValidation: ctx.rateLimiter.guard({ register: ctx.rateLimiter.keys.ip }),
    },
    async (request) => {
      // Issue 11: an optional deposit limit is checked before the player exists and applied at once after.
      const limit = request.body.depositLimit;
      if (limit) registerLimitKurus(ctx, limit.period, limit.amount);
      const b = request.body;
      if (!b.isFast && b.PersonalNo !== undefined && !isValidTcNumber(b.PersonalNo)) throw new ApiFailure(400, 'protection.invalidTcNumber');
      await registrationChecksOf(ctx).beforeRegistration({
        personalNo: b.isFast ? null : (b.PersonalNo ?? null),
        birthDate: b.isFast ? null : (b.birthDate ?? null),
        name: b.name, surname: b.surname, phone: b.phone, username: b.username, playerId: null, ip: clientInfo(request).ip,
      });
      const result = await ctx.players.register(request.body, clientInfo(request));
      if (limit) await ctx.protection.limits.set(result.session.playerId, 'deposit', limit.period, limit.amount);
      await rememberLocale(ctx.db, result.session.playerId, request.locale);
      return ok(toSessionData(result), translate(request.locale, 'auth.registerSuccess', { name: result.profile.name }));
    },
  );
}

/** Stored kuruş of a deposit limit given at registration; 400 naming depositLimit when it cannot be applied. */
function registerLimitKurus(ctx: AppContext, period: LimitPeriod, amount: number): number {
  if (!limitOffered(ctx.protection.profile, 'deposit', period)) throw new ApiFailure(400, 'protection.toolOff');
  try {
    return ctx.protection.limits.toStored('deposit', period, amount);
  } catch {
    throw new ApiFailure(400, 'protection.registerLimit');
  }
}
