import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SendResetPasswordRequest } from '../../../contracts/types/auth/send-reset-password.request.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { RecoveryService } from '../../services/recovery.ts';

/**
 * POST /api/auth/sendresetpassword {username} (spec §7, Recovery step 1) -> success with a neutral message.
 * A reset code goes by SMS only to an existing active player; an unknown username gets the same answer (no account
 * enumeration). Rate limited (429 with the seconds to wait) per account (ctx.rateLimits.resetPassword), and as an
 * SMS per the account's phone number and per IP, hourly and daily (smsNumber*, smsIp*: shared with updatephone).
 */
export function sendResetPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  const recovery = new RecoveryService(ctx.db, ctx.sender);
  const keys = ctx.rateLimiter.keys;
  app.post<{ Body: SendResetPasswordRequest }>(
    '/api/auth/sendresetpassword',
    {
      schema: { body: ctx.schemas.get('auth/send-reset-password.request') },
      preValidation: ctx.rateLimiter.guard({
        resetPassword: async (request) => (await keys.account(request)) ?? `anon:${request.ip}`,
        smsNumberHour: keys.accountPhone,
        smsNumberDay: keys.accountPhone,
        smsIpHour: keys.ip,
        smsIpDay: keys.ip,
      }),
    },
    async (request) => {
      await recovery.sendResetCode(request.body.username, request.locale);
      return ok(null, translate(request.locale, 'account.resetCodeSent'));
    },
  );
}
