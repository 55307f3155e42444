import type { FastifyInstance } from 'fastify';
import { authCheckResetCode } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { resetGuessLimits } from './auth-limits';

/**
 * POST /api/auth/checkresetcode {code, username} (docs/product.md §7, Recovery step 2): success when the code is right
 * (it stays usable for step 3). 400 for a wrong code (uses up one of 5 attempts), an expired one (10 min), or
 * too many attempts; an unknown username answers like a wrong code. 429 past the guess caps per account (10 per
 * 10 min, 20 per day, whatever the IP) and per IP, shared with changepasswordwithcode (auth-limits.ts).
 */
export function checkResetCodeRoute(app: FastifyInstance): void {
  route(app, authCheckResetCode, { preValidation: resetGuessLimits(app) }, async (request) => {
    await app.recovery.checkResetCode(request.body.username, request.body.code);
    return ok(null, translate(request.locale, 'account.codeAccepted'));
  });
}
