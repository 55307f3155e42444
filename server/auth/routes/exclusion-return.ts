import type { FastifyInstance } from 'fastify';
import { authExclusionReturn } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { auditNote } from '@server/platform/audit-trail';
import { loginAttemptLimits } from './auth-limits';
import { stepReturn } from '@server/protection/return';
import { localized } from '@server/protection/text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';

/**
 * POST /api/auth/exclusionreturn {username, password, step: 'request'|'confirm'} -> ExclusionReturnData
 * (docs/player-protection-operator.md "Returning after a self-exclusion"). The player cannot log in after his self-exclusion ends, so the call carries his credentials (checked
 * like a login, same rate limits and breaker challenge as auth/login). `request` starts the profile's cooling-off (asking again keeps the first one);
 * `confirm` after it restores normal access (step null: the site logs in). Errors: 400 wrong credentials (the same
 * message as login, nothing told about exclusions), 400 nothing to return from, 400 exclusion still in force,
 * 400 cooling-off not over (with the date, Istanbul time, and the time left).
 */
export function exclusionReturnRoute(app: FastifyInstance): void {
  route(
    app,
    authExclusionReturn,
    { preValidation: loginAttemptLimits(app) },
    async (request) => {
      const { username, password, step } = request.body;
      const player = await app.passwordGuard.check(request.body.altcha, () => app.players.checkCredentials(username, password));
      const state = await stepReturn(app.db, app.protection.profile, player.id, step, app.protection.clock.now());
      const data = { step: state?.step ?? null, effectiveAt: state?.effectiveAt?.toISOString() ?? null };
      // No session: the audit trail's exclusion.return row is told the player and the step reached (security-events.ts).
      auditNote(request, { playerId: player.id, after: { asked: step, ...data } });
      const message = !state
        ? localized(request.locale, 'protection.returnDone')
        : state.step === 'confirm'
          ? localized(request.locale, 'protection.returnConfirm', () => ({ ended: istanbulDateTimeText(state.endedAt) }))
          : localized(request.locale, 'protection.returnRequested', () => ({
              until: istanbulDateTimeText(state.effectiveAt as Date),
            }));
      return ok(data, message);
    },
  );
}
