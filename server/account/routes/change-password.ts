import type { FastifyInstance } from 'fastify';
import { accountChangePassword } from '@contracts/api/index';
import { mismatchedField } from '@contracts/domain/form-matches';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { refuseCommonPassword } from '@server/auth/password-rule';
import { changePasswordLimits } from '@server/auth/routes/auth-limits';

/**
 * POST /api/customer/changepassword {oldPassword, password, confirmPassword} (docs/product.md §7, §5 Change password).
 * Checks the current password (argon2id), refuses a new password equal to it, stores the new hash and ends the
 * player's other sessions (this one stays). The field rules are schemas/forms/change-password.json (docs/architecture.md "Forms").
 * 400 for a mismatch, a common new password (docs/security.md "Common passwords"), a wrong old password or the same
 * password; 401 without a session; 429 past app.rateLimits.changePassword (per player) or loginIp (per IP, shared with
 * every password check); while the password breaker is tripped, 400 'auth.challengeRequired' {challenge} without a
 * solved `altcha` (docs/security.md).
 */
export function changePasswordRoute(app: FastifyInstance): void {
  // auth.required runs first (onRequest, see installAuthFirst), so the limits can count per player.
  const options = { preHandler: app.auth.required, preValidation: changePasswordLimits(app) };
  route(app, accountChangePassword, options, async (request) => {
    const { playerId, sessionId } = sessionOf(request);
    const { oldPassword, password } = request.body;
    // confirmPassword = password: ui:options.matches of schemas/forms/change-password.ui.json, the site's own check.
    if (mismatchedField(app.schemas.formUi('change-password'), request.body)) throw new ApiFailure(400, 'account.confirmMismatch');
    // Not a common password (contracts/domain/password-strength.ts, the site's check too), before any argon2 work.
    await refuseCommonPassword(password);
    await app.passwordGuard.check(request.body.altcha, () => app.players.provePassword(playerId, oldPassword));
    await app.account.changePassword(playerId, sessionId, oldPassword, password);
    return ok(null, translate(request.locale, 'account.passwordChanged'));
  });
}
