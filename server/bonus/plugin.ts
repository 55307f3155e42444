import type { FastifyPluginAsync } from 'fastify';
import { BonusService } from './bonus';
import { bonusesRoute } from './routes/bonuses';
import { defineTrialBonusRoute } from './routes/define-trial-bonus';
import { trialBonusAmountRoute } from './routes/trial-bonus-amount';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player's bonuses and the trial bonus (docs/bonus-wallet.md; bonus area only). */
    bonuses: BonusService;
  }
}

/** The bonus area: the player's bonus list, and the trial bonus offer and grant (docs/bonus-wallet.md). */
export const bonusArea: FastifyPluginAsync = async (app) => {
  app.decorate('bonuses', new BonusService(app.db, app.wallet));
  bonusesRoute(app);
  trialBonusAmountRoute(app);
  defineTrialBonusRoute(app);
};
