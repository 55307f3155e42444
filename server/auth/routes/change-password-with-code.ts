import type { FastifyInstance } from 'fastify';
import { authChangePasswordWithCode } from '@contracts/api/index';
import { mismatchedField } from '@contracts/domain/form-matches';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { refuseCommonPassword } from '@server/auth/password-rule';
import { auditPlayer } from '@server/platform/audit-trail';
import { resetGuessLimits } from './auth-limits';

/**
 * POST /api/auth/changepasswordwithcode {password, password2, username, code} (docs/product.md §7, Recovery step 3):
 * sets the new password (argon2id), uses the code up and ends every session of the player.
 * 400 for mismatching passwords or a common one (docs/security.md "Common passwords"; nothing checked or used) and for the code refusals of checkresetcode; 429 past
 * the reset-code guess caps it shares with checkresetcode (auth-limits.ts).
 */
export function changePasswordWithCodeRoute(app: FastifyInstance): void {
  route(app, authChangePasswordWithCode, { preValidation: resetGuessLimits(app) }, async (request) => {
    const { username, code, password } = request.body;
    // password2 = password: ui:options.matches of schemas/forms/recovery-password.ui.json, the site's own check.
    if (mismatchedField(app.schemas.formUi('recovery-password'), request.body)) throw new ApiFailure(400, 'auth.passwordMismatch');
    // Not a common password (contracts/domain/password-strength.ts, the site's check too): refused before the code is used.
    await refuseCommonPassword(password);
    // No session: the audit trail's password.reset row is told whose password it was (server/platform/security-events.ts).
    auditPlayer(request, await app.recovery.changePasswordWithCode(username, code, password));
    return ok(null, translate(request.locale, 'account.passwordChanged'));
  });
}
