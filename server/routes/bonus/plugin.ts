import type { FastifyPluginAsync } from 'fastify';
import { defineTrialBonusRoute } from './define-trial-bonus.ts';
import { trialBonusAmountRoute } from './trial-bonus-amount.ts';

/**
 * The bonus area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const bonusArea: FastifyPluginAsync = async (app) => {
  trialBonusAmountRoute(app, app.ctx);
  defineTrialBonusRoute(app, app.ctx);
};
