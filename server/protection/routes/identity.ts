import type { FastifyInstance } from 'fastify';
import { protectionIdentity, protectionIdentityStatus } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { clientInfo } from '@server/http/request-context';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { identityState, saveIdentity } from '@server/protection/identity';

/**
 * GET /api/protection/identity -> IdentityState {required, complete, missing} of the caller (docs/registration-checks.md).
 * POST /api/protection/identity {personalNo, birthDate} -> IdentityState after storing them: 400 for a TC number
 * failing its check digits, a bad date, under 18, an identity already complete, or a match with an excluded player
 * (neutral) or the national register (clear). Rate limited like a registration (per IP): each call is a guess.
 */
export function identityRoute(app: FastifyInstance): void {
  const protection = app.protection;
  route(app, protectionIdentityStatus, { preHandler: app.auth.required }, async (request) =>
    ok(await identityState(app.db, protection.profile, sessionOf(request).playerId, protection.clock.now())),
  );
  route(
    app,
    protectionIdentity,
    { preHandler: app.auth.required, preValidation: app.rateLimiter.guard({ register: app.rateLimiter.keys.ip }) },
    async (request) => {
      const { playerId } = sessionOf(request);
      const checks = app.registrationChecks;
      const data = await saveIdentity(app.db, checks, protection.profile, playerId, request.body, protection.clock.now(), clientInfo(request).ip);
      return ok(data, translate(request.locale, 'protection.identitySaved'));
    },
  );
}
