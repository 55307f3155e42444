import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ChangePasswordRequest } from '../../../contracts/types/customer/change-password.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { hashPassword, verifyPassword } from '../../services/password.ts';
import { endSessions } from '../../services/sessions.ts';

/**
 * POST /api/customer/changepassword {oldPassword, password, confirmPassword} (spec §7, §5 Change password).
 * Checks the current password (argon2id), refuses a new password equal to it, stores the new hash and ends the
 * player's other sessions (this one stays). 400 for a mismatch, a wrong old password or the same password; 401
 * without a session.
 */
export function changePasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ChangePasswordRequest }>(
    '/api/customer/changepassword',
    { schema: { body: ctx.schemas.get('customer/change-password.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const { playerId, sessionId } = sessionOf(request);
      const { oldPassword, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw new ApiFailure(400, 'account.confirmMismatch');
      const rows = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM players WHERE id = $1', [playerId]);
      if (!(await verifyPassword(rows[0]?.password_hash ?? null, oldPassword))) throw new ApiFailure(400, 'account.oldPasswordWrong');
      if (password === oldPassword) throw new ApiFailure(400, 'account.samePassword');
      const hash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, hash]);
        await endSessions(tx, { playerId, exceptSessionId: sessionId });
      });
      return ok(null, translate(request.locale, 'account.passwordChanged'));
    },
  );
}
