import type { FastifyInstance } from 'fastify';
import { authSendResetPassword } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';

/**
 * POST /api/auth/sendresetpassword {username} (docs/product.md §7, Recovery step 1) -> success with one neutral
 * message for every username (it says how to recover without a verified phone). Nothing in the answer depends on
 * whether the account exists (docs/security.md "Nothing enumerates"):
 * - the limits count by keys every username has: app.rateLimits.resetPassword per account (the player's id, or
 *   the database's lower() of a name nobody has: one rule, one window) and smsIpHour/Day per IP (429 with the
 *   seconds to wait); the limits per destination number are counted when the SMS is sent, after the reply;
 * - 503 'account.smsBudgetSpent' while the overall SMS budget is spent, for every username;
 * - the code is looked up, issued and sent after the reply (app.afterReply; RecoveryService.sendResetCode), and only
 *   to an active player's verified phone.
 */
export function sendResetPasswordRoute(app: FastifyInstance): void {
  const keys = app.rateLimiter.keys;
  const preValidation = app.rateLimiter.guard({
    resetPassword: async (request) => (await keys.account(request)) ?? `anon:${request.ip}`,
    smsIpHour: keys.ip,
    smsIpDay: keys.ip,
  });
  route(app, authSendResetPassword, { preValidation }, async (request) => {
    await app.smsBudget.assertOpen();
    const { username } = request.body;
    const locale = request.locale;
    app.afterReply.run(() => app.recovery.sendResetCode(username, locale));
    return ok(null, translate(locale, 'account.resetCodeSent'));
  });
}
