import type { FastifyInstance } from 'fastify';
import { Hub88Simulator } from './simulator';

/** Where the site forwards the simulator's game pages in demo mode (server/casino/routes/demo-games.ts). */
export const SIMULATOR_SITE_PATH = '/demo/hub88';

/**
 * Starts the Hub88 simulator beside a demo or test server listening at `port` on this machine and connects the
 * app's Hub88 adapter to it (docs/providers.md "Simulator"). Its game pages are reached through the site
 * (SIMULATOR_SITE_PATH), so the game frame is same-origin and the site's CSP stays the production one. Returns the
 * simulator (close it on stop). Errors: Error in production (Hub88Connection.connect).
 */
export async function startDemoSimulator(app: FastifyInstance, port: number, chaos = false): Promise<Hub88Simulator> {
  const simulator = await Hub88Simulator.start({ platformUrl: `http://127.0.0.1:${port}`, publicBase: SIMULATOR_SITE_PATH, chaos });
  simulator.attach(app.casino.hub88);
  return simulator;
}
