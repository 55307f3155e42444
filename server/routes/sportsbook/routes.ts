import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { demoAccountRoute } from './demo-account.ts';
import { demoAssetsRoute } from './demo-assets.ts';
import { demoBetRoute } from './demo-bet.ts';
import { registerDemoPreflight } from './demo-cors.ts';
import { demoEventsRoute } from './demo-events.ts';
import { demoPageRoute } from './demo-page.ts';
import { operatorBetsRoute } from './operator-bets.ts';
import { operatorSettleRoute } from './operator-settle.ts';
import { testSettleRoute } from './test-settle.ts';
import { sportsbookTokenRoute } from './token.ts';

/**
 * Every sportsbook call (issue 9): the site's token refresh (GET api/sportsbook/token), the demo sportsbooks'
 * pages, assets and API under /demo/sportsbook, the operator's open-bet list and settle call, and the demo/test settle call.
 */
export function sportsbookRoutes(app: FastifyInstance, ctx: AppContext): void {
  sportsbookTokenRoute(app, ctx);
  demoAssetsRoute(app, ctx);
  demoPageRoute(app, ctx);
  demoEventsRoute(app, ctx);
  demoBetRoute(app, ctx);
  demoAccountRoute(app, ctx);
  registerDemoPreflight(app);
  testSettleRoute(app, ctx);
  operatorBetsRoute(app, ctx);
  operatorSettleRoute(app, ctx);
}
