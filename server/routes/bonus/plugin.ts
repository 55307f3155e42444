import type { FastifyPluginAsync } from 'fastify';
import { BonusService } from '@server/services/bonus';
import { defineTrialBonusRoute } from './define-trial-bonus';
import { trialBonusAmountRoute } from './trial-bonus-amount';

/** The bonus area: the trial bonus offer and grant (docs/bonus-wallet.md); app.bonuses is declared in customer/plugin.ts. */
export const bonusArea: FastifyPluginAsync = async (app) => {
  app.decorate('bonuses', new BonusService(app.db, app.wallet));
  trialBonusAmountRoute(app);
  defineTrialBonusRoute(app);
};
