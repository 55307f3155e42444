import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ChangePasswordWithCodeRequest } from '../../../contracts/types/auth/change-password-with-code.request.ts';
import { ok } from '../../http/envelope.ts';
import { resetGuessLimits } from './reset-guess-limits.ts';
import { translate } from '../../i18n/messages.ts';
import { RecoveryService } from '../../services/recovery.ts';

/**
 * POST /api/auth/changepasswordwithcode {password, password2, username, code} (spec §7, Recovery step 3):
 * sets the new password (argon2id), uses the code up and ends every session of the player.
 * 400 for mismatching passwords (nothing checked or used) and for the code refusals of checkresetcode; 429 past
 * the reset-code guess caps it shares with checkresetcode (reset-guess-limits.ts).
 */
export function changePasswordWithCodeRoute(app: FastifyInstance, ctx: AppContext): void {
  const recovery = new RecoveryService(ctx.db, ctx.sender);
  app.post<{ Body: ChangePasswordWithCodeRequest }>(
    '/api/auth/changepasswordwithcode',
    { schema: { body: ctx.schemas.get('auth/change-password-with-code.request') }, preValidation: resetGuessLimits(ctx) },
    async (request) => {
      const { username, code, password, password2 } = request.body;
      await recovery.changePasswordWithCode(username, code, password, password2);
      return ok(null, translate(request.locale, 'account.passwordChanged'));
    },
  );
}
