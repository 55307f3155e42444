import type { FastifyPluginAsync } from 'fastify';
import { casinoGamesRoute } from './games';
import { categoryListRoute } from './category-list';
import { demoGamesRoute } from './demo-games';
import { favoritesRoute } from './favorites';
import { funLaunchRoutes } from './fun-launch';
import { jackpotsRoute } from './jackpots';
import { launchRoutes } from './launch';
import { lobbyExtrasRoute } from './lobby-extras';

/**
 * The casino area: lobby, games, favourites, launches, fun mode, game info and jackpots as contract routes, and in
 * demo and test mode the demo game provider's pages and API (server-modes.ts). Its services are `app.casino`,
 * decorated on the root by the casino service plugin (service-plugin.ts) because server/demo-adapters.ts reads them too.
 */
export const casinoArea: FastifyPluginAsync = async (app) => {
  casinoGamesRoute(app);
  categoryListRoute(app);
  favoritesRoute(app);
  launchRoutes(app);
  lobbyExtrasRoute(app);
  funLaunchRoutes(app);
  jackpotsRoute(app);
  if (app.rules.demoRoutes) demoGamesRoute(app);
};
