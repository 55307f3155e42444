import type { FastifyPluginAsync } from 'fastify';
import { BonusService } from '../../services/bonus.ts';
import { defineTrialBonusRoute } from './define-trial-bonus.ts';
import { trialBonusAmountRoute } from './trial-bonus-amount.ts';

/** The bonus area: the trial bonus offer and grant (docs/bonus-wallet.md); app.bonuses is declared in customer/plugin.ts. */
export const bonusArea: FastifyPluginAsync = async (app) => {
  app.decorate('bonuses', new BonusService(app.db, app.wallet));
  trialBonusAmountRoute(app);
  defineTrialBonusRoute(app);
};
