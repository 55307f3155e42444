import type { FastifyPluginAsync } from 'fastify';
import { demoSportsbookRoutes } from './routes.ts';
import { sportsbookRoutes } from './routes.ts';
import { testSettleRoute } from './test-settle.ts';

/**
 * The sportsbook area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const sportsbookArea: FastifyPluginAsync = async (app) => {
  sportsbookRoutes(app, app.ctx);
  if (app.rules.demoRoutes) demoSportsbookRoutes(app, app.ctx);
  if (app.rules.testRoutes !== 'off') testSettleRoute(app, app.ctx);
};
