import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CheckResetCodeRequest } from '../../../contracts/types/auth/check-reset-code.request.ts';
import { ok } from '../../http/envelope.ts';
import { resetGuessLimits } from './reset-guess-limits.ts';
import { translate } from '../../i18n/messages.ts';
import { RecoveryService } from '../../services/recovery.ts';

/**
 * POST /api/auth/checkresetcode {code, username} (spec §7, Recovery step 2): success when the code is right
 * (it stays usable for step 3). 400 for a wrong code (uses up one of 5 attempts), an expired one (10 min), or
 * too many attempts; an unknown username answers like a wrong code. 429 past the guess caps per account (10 per
 * 10 min, 20 per day, whatever the IP) and per IP, shared with changepasswordwithcode (reset-guess-limits.ts).
 */
export function checkResetCodeRoute(app: FastifyInstance, ctx: AppContext): void {
  const recovery = new RecoveryService(ctx.db, ctx.sender);
  app.post<{ Body: CheckResetCodeRequest }>(
    '/api/auth/checkresetcode',
    { schema: { body: ctx.schemas.get('auth/check-reset-code.request') }, preValidation: resetGuessLimits(ctx) },
    async (request) => {
      await recovery.checkResetCode(request.body.username, request.body.code);
      return ok(null, translate(request.locale, 'account.codeAccepted'));
    },
  );
}
