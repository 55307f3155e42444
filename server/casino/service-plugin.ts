import fp from 'fastify-plugin';
import { createCasinoServices, type CasinoServices } from './context';
import { watchReadModels } from '@server/platform/read-models';
import type { Hub88Settings } from './providers/hub88/hub88';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The casino (docs/lobby.md, docs/fun-mode.md): catalogue and favourites, game launches and sessions, demo slot
     * rounds, fun mode, jackpot feeds and the game providers by launch kind (server/casino/context.ts).
     */
    casino: CasinoServices;
  }
}

/**
 * The casino's services as `app.casino`, registered on the root instance by buildApp: the casino area's routes use
 * them, and so does the start-up check of demo adapters (server/demo-adapters.ts).
 */
export const casinoServicePlugin = fp<{ hub88?: Hub88Settings }>(
  async (app, options) => {
    const casino = createCasinoServices({ db: app.db, wallet: app.wallet, protection: app.protection, mode: app.mode, hub88: options.hub88 });
    // The favourites read model hears of every change at its commit (docs/read-models.md).
    const unwatch = await watchReadModels(app.db, [casino.catalogue]);
    const mismatch = app.replyMismatch;
    if (mismatch) {
      const check = app.schemas.partCheck('casino/game');
      casino.catalogue.setGameCheck((reply) => {
        const problem = check(reply);
        if (problem) mismatch('POST /api/casino/games', problem);
      });
    }
    app.addHook('onClose', async () => unwatch());
    app.decorate('casino', casino);
  },
  { name: 'casino', dependencies: ['core', 'protection'] },
);
