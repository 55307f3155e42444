import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DefineTrialBonusData } from '../../../contracts/types/bonus/define-trial-bonus.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { moneyLira } from '../../i18n/message-params.ts';
import { BonusService } from '../../services/bonus.ts';
import { NotificationTypes } from '../../services/notifications.ts';
import { ApiFailure } from '../../http/envelope.ts';
import { marketingAllowed } from '../../services/marketing.ts';

/**
 * GET /api/bonus/definetrialbonus (spec §4 Trial bonus, §7): credits the trial bonus once per player and once per
 * verified phone number (ledger kind 'trial_bonus' to the bonus balance, bonus row with 10x wagering;
 * docs/bonus-wallet.md) -> data {amount, balance} in lira, then a Bonus notification. 400 (no money moved) when
 * already received by this player or for this number, when the phone is not verified, or when the amount is 0; 401
 * without a session; 400 'bonus.notOffered' during a time-out or self-exclusion (issue 17 item 5).
 */
export function defineTrialBonusRoute(app: FastifyInstance, ctx: AppContext): void {
  const bonuses = new BonusService(ctx.db, ctx.wallet);
  app.get('/api/bonus/definetrialbonus', { preHandler: ctx.auth.required, config: { idempotent: true } }, async (request) => {
    const { playerId } = sessionOf(request);
    if (!(await marketingAllowed(ctx, playerId))) throw new ApiFailure(400, 'bonus.notOffered');
    const data: DefineTrialBonusData = await bonuses.grantTrialBonus(playerId, translate(request.locale, 'bonus.trialName'));
    const message = translate(request.locale, 'bonus.trialGranted', { amount: moneyLira(data.amount) });
    // The money moved already; a failed push must not turn the reply into an error.
    await ctx.notifications
      .create(playerId, { type: NotificationTypes.Bonus, title: translate(request.locale, 'bonus.trialName'), note: message })
      .catch((error: unknown) => request.log.warn({ err: error }, 'trial bonus notification failed'));
    return ok(data, message);
  });
}
