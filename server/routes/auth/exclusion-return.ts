import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ExclusionReturnRequest } from '../../../contracts/types/auth/exclusion-return.request.ts';
import type { ExclusionReturnData } from '../../../contracts/types/auth/exclusion-return.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { verifyPassword } from '../../services/password.ts';
import { stepReturn } from '../../services/protection-return.ts';
import { localized } from '../../services/protection-text.ts';
import { istanbulDateTimeText } from '../../../contracts/domain/istanbul-time.ts';

/**
 * POST /api/auth/exclusionreturn {username, password, step: 'request'|'confirm'} -> ExclusionReturnData (issue 17
 * item 4). The player cannot log in after his self-exclusion ends, so the call carries his credentials (checked
 * like a login, same rate limits). `request` starts the profile's cooling-off (asking again keeps the first one);
 * `confirm` after it restores normal access (step null: the site logs in). Errors: 400 wrong credentials (the same
 * message as login, nothing told about exclusions), 400 nothing to return from, 400 exclusion still in force,
 * 400 cooling-off not over (with the date, Istanbul time, and the time left).
 */
export function exclusionReturnRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ExclusionReturnRequest }>(
    '/api/auth/exclusionreturn',
    {
      schema: { body: ctx.schemas.get('auth/exclusion-return.request') },
      preValidation: ctx.rateLimiter.guard({ login: ctx.rateLimiter.keys.ipAndAccount, loginAccount: ctx.rateLimiter.keys.account }),
    },
    async (request) => {
      const { username, password, step } = request.body;
      const [player] = await ctx.db.query<{ id: number; password_hash: string; status: string }>(
        'SELECT id, password_hash, status FROM players WHERE lower(username) = lower($1)',
        [username],
      );
      if (!(await verifyPassword(player?.password_hash ?? null, password)) || !player) {
        throw new ApiFailure(400, 'auth.wrongCredentials');
      }
      if (player.status !== 'active') throw new ApiFailure(400, 'auth.accountBlocked');
      const state = await stepReturn(ctx.db, ctx.protection.profile, player.id, step, ctx.protection.clock.now());
      const data: ExclusionReturnData = { step: state?.step ?? null, effectiveAt: state?.effectiveAt?.toISOString() ?? null };
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
