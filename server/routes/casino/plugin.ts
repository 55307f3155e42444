import type { FastifyPluginAsync } from 'fastify';
import { casinoGamesRoute } from './games.ts';
import { categoryListRoute } from './category-list.ts';
import { demoGamesRoute } from './demo-games.ts';
import { favoritesRoute } from './favorites.ts';
import { funLaunchRoutes } from './fun-launch.ts';
import { jackpotsRoute } from './jackpots.ts';
import { launchRoutes } from './launch.ts';
import { lobbyExtrasRoute } from './lobby-extras.ts';

/**
 * The casino area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const casinoArea: FastifyPluginAsync = async (app) => {
  casinoGamesRoute(app, app.ctx);
  categoryListRoute(app, app.ctx);
  favoritesRoute(app, app.ctx);
  launchRoutes(app, app.ctx);
  lobbyExtrasRoute(app, app.ctx);
  funLaunchRoutes(app, app.ctx);
  jackpotsRoute(app, app.ctx);
  if (app.rules.demoRoutes) demoGamesRoute(app, app.ctx);
};
