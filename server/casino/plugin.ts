import type { FastifyPluginAsync } from 'fastify';
import { casinoGamesRoute } from './routes/games';
import { categoryListRoute } from './routes/category-list';
import { demoGamesRoute } from './routes/demo-games';
import { favoritesRoute } from './routes/favorites';
import { funLaunchRoutes } from './routes/fun-launch';
import { gameHistoryRoute } from './routes/game-history';
import { hub88WalletRoutes } from './routes/hub88-wallet';
import { jackpotsRoute } from './routes/jackpots';
import { launchRoutes } from './routes/launch';
import { lobbyExtrasRoute } from './routes/lobby-extras';

/**
 * The casino area: lobby, games, favourites, launches, fun mode, game info, jackpots and the game history as contract routes, the
 * Hub88 wallet API (docs/providers.md), and in
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
  gameHistoryRoute(app);
  // Every mode: a real Hub88 account calls it in production, the simulator in demo and test (docs/providers.md).
  hub88WalletRoutes(app);
  if (app.rules.demoRoutes) demoGamesRoute(app);
};
