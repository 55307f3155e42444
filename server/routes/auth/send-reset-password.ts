import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SendResetPasswordRequest } from '../../../src/generated/api/auth/send-reset-password.request.ts';
import { ok } from '../../http/envelope.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { translate } from '../../i18n/messages.ts';
import { RecoveryService } from '../../services/recovery.ts';

/**
 * POST /api/auth/sendresetpassword {username} (spec §7, Recovery step 1) -> success with a neutral message.
 * A reset code goes by SMS only to an existing active player; an unknown username gets the same answer (no account
 * enumeration). Rate limited per username (ctx.rateLimits.resetPassword: 429 with the seconds to wait).
 */
export function sendResetPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  const recovery = new RecoveryService(ctx.db, ctx.sender);
  app.post<{ Body: SendResetPasswordRequest }>(
    '/api/auth/sendresetpassword',
    {
      schema: { body: ctx.schemas.get('auth/send-reset-password.request') },
      preValidation: rateLimit(ctx.rateLimits.resetPassword, (request) => {
        const body = request.body as { username?: unknown } | null;
        return typeof body?.username === 'string' ? body.username.toLowerCase() : `ip:${request.ip}`;
      }),
    },
    async (request) => {
      await recovery.sendResetCode(request.body.username, request.locale);
      return ok(null, translate(request.locale, 'account.resetCodeSent'));
    },
  );
}
