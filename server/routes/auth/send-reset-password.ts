import type { FastifyInstance } from 'fastify';
import { authSendResetPassword } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * POST /api/auth/sendresetpassword {username} (docs/product.md §7, Recovery step 1) -> success with a neutral message.
 * A reset code goes by SMS only to an existing active player; an unknown username gets the same answer (no account
 * enumeration). Rate limited (429 with the seconds to wait) per account (app.rateLimits.resetPassword), and as an
 * SMS per the account's phone number and per IP, hourly and daily (smsNumber*, smsIp*: shared with updatephone).
 */
export function sendResetPasswordRoute(app: FastifyInstance): void {
  const keys = app.rateLimiter.keys;
  const preValidation = app.rateLimiter.guard({
    resetPassword: async (request) => (await keys.account(request)) ?? `anon:${request.ip}`,
    smsNumberHour: keys.accountPhone,
    smsNumberDay: keys.accountPhone,
    smsIpHour: keys.ip,
    smsIpDay: keys.ip,
  });
  route(app, authSendResetPassword, { preValidation }, async (request) => {
    await app.recovery.sendResetCode(request.body.username, request.locale);
    return ok(null, translate(request.locale, 'account.resetCodeSent'));
  });
}
