import type { FastifyInstance } from 'fastify';
import { bonusDefinetrialbonus } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { moneyLira } from '@server/i18n/message-params';
import { translate } from '@server/i18n/messages';
import { marketingAllowed } from '@server/bonus/marketing';
import { NotificationTypes } from '@server/notifications/notifications';

/**
 * GET /api/bonus/definetrialbonus (docs/product.md §4 Trial bonus, §7): credits the trial bonus once per player and
 * once per verified phone number (ledger kind 'trial_bonus' to the bonus balance, bonus row with 10x wagering;
 * docs/bonus-wallet.md) -> data {amount, balance} in lira, then a Bonus notification. 400 (no money moved) when
 * already received by this player or for this number, when the phone is not verified, or when the amount is 0; 401
 * without a session; 400 'bonus.notOffered' during a time-out or self-exclusion (docs/registration-checks.md).
 */
export function defineTrialBonusRoute(app: FastifyInstance): void {
  route(app, bonusDefinetrialbonus, { preHandler: app.auth.required, config: { idempotent: true } }, async (request) => {
    const { playerId } = sessionOf(request);
    if (!(await marketingAllowed(app, playerId))) throw new ApiFailure(400, 'bonus.notOffered');
    const data = await app.bonuses.grantTrialBonus(playerId, translate(request.locale, 'bonus.trialName'));
    const message = translate(request.locale, 'bonus.trialGranted', { amount: moneyLira(data.amount) });
    // The money moved already; a failed push must not turn the reply into an error.
    await app.notifications
      .create(playerId, { type: NotificationTypes.Bonus, title: translate(request.locale, 'bonus.trialName'), note: message })
      .catch((error: unknown) => request.log.warn({ err: error }, 'trial bonus notification failed'));
    return ok(data, message);
  });
}
