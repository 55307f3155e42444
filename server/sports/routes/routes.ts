import type { FastifyInstance } from 'fastify';
import { demoAccountRoute } from './demo-account';
import { demoAssetsRoute } from './demo-assets';
import { demoBetRoute } from './demo-bet';
import { registerDemoPreflight } from '@server/http/demo-cors';
import { demoEventsRoute } from './demo-events';
import { demoPageRoute } from './demo-page';
import { operatorBetsRoute } from './operator-bets';
import { operatorSettleRoute } from './operator-settle';
import { sportsbookTokenRoute } from './token';

/**
 * The platform's sportsbook calls: the site's token refresh (GET api/sportsbook/token) and the operator's
 * open-bet list and settle call. The demo sportsbooks are demoSportsbookRoutes; the test settle call is
 * test-settle.ts (both registered by mode in plugin.ts).
 */
export function sportsbookRoutes(app: FastifyInstance): void {
  sportsbookTokenRoute(app);
  operatorBetsRoute(app);
  operatorSettleRoute(app);
}

/** The demo sportsbooks' pages, assets and API under /demo/sportsbook (a demo adapter: not in production). */
export function demoSportsbookRoutes(app: FastifyInstance): void {
  demoAssetsRoute(app);
  demoPageRoute(app);
  demoEventsRoute(app);
  demoBetRoute(app);
  demoAccountRoute(app);
  registerDemoPreflight(app, '/demo/sportsbook/:provider/api/:call');
}
