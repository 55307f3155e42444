import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RegisterRequest } from '../../../src/generated/api/auth/register.request.ts';
import { ok } from '../../http/envelope.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { clientInfo } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { toSessionData } from '../../services/session-data.ts';

/**
 * POST /api/auth/register, fast or default payload (spec §3, rules §5) -> data: SessionData of the new
 * player, who is logged in with balance 0. Refusals are 400 with the field named in the message
 * (password2 mismatch, username/email taken, unknown country, birth date). Rate limited per IP.
 */
export function registerRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RegisterRequest }>(
    '/api/auth/register',
    {
      schema: { body: ctx.schemas.get('auth/register.request') },
      preValidation: rateLimit(ctx.rateLimits.register, (request) => request.ip),
    },
    async (request) => {
      const result = await ctx.players.register(request.body, clientInfo(request));
      return ok(toSessionData(result), translate(request.locale, 'auth.registerSuccess', { name: result.profile.name }));
    },
  );
}
