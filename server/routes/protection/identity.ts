import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { IdentityRequest } from '../../../contracts/types/protection/identity.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { clientInfo } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { identityState, saveIdentity } from '../../services/identity.ts';
import { registrationChecksOf } from '../../services/registration-checks.ts';

/**
 * GET /api/protection/identity -> IdentityState {required, complete, missing} of the caller (issue 17 item 12).
 * POST /api/protection/identity {personalNo, birthDate} -> IdentityState after storing them: 400 for a TC number
 * failing its check digits, a bad date, under 18, an identity already complete, or a match with an excluded player
 * (neutral) or the national register (clear). Rate limited like a registration (per IP): each call is a guess.
 */
export function identityRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/protection/identity', { preHandler: ctx.auth.required }, async (request) => {
    const data = await identityState(ctx.db, ctx.protection.profile, sessionOf(request).playerId, ctx.protection.clock.now());
    return ok(data);
  });
  app.post<{ Body: IdentityRequest }>(
    '/api/protection/identity',
    {
      schema: { body: ctx.schemas.get('protection/identity.request') },
      preHandler: ctx.auth.required,
      preValidation: ctx.rateLimiter.guard({ register: ctx.rateLimiter.keys.ip }),
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      const checks = registrationChecksOf(ctx);
      const data = await saveIdentity(ctx.db, checks, ctx.protection.profile, playerId, request.body, ctx.protection.clock.now(), clientInfo(request).ip);
      return ok(data, translate(request.locale, 'protection.identitySaved'));
    },
  );
}
