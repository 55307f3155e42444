import type { FastifyPluginAsync } from 'fastify';
import { SportsbookService } from './sportsbook';
import { demoSportsbookRoutes, sportsbookRoutes } from './routes/routes';
import { testSettleRoute } from './routes/test-settle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook wallet integration: tokens, events, bets, settlement (server/sports/sportsbook.ts). Sportsbook area only. */
    sportsbook: SportsbookService;
  }
}

/**
 * The sportsbook area: the site's token refresh and the operator's bet calls in every mode, the demo
 * sportsbooks where demo routes are served and the test settle helper where test routes are (server-modes.ts).
 * Its service, `app.sportsbook`, is decorated inside this encapsulated plugin: no other area uses it.
 */
export const sportsArea: FastifyPluginAsync = async (app) => {
  app.decorate('sportsbook', new SportsbookService(app.db, app.wallet, app.notifications, app.protection));
  sportsbookRoutes(app);
  if (app.rules.demoRoutes) demoSportsbookRoutes(app);
  if (app.rules.testRoutes !== 'off') testSettleRoute(app);
};
