import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/** GET /api/casino/egtjackpot, /api/casino/jackpotcards, /api/casino/eqyptquest (spec §7, §9): the jackpot feeds. */
export function jackpotsRoute(app: FastifyInstance, ctx: AppContext): void {
  const { jackpots } = casinoServices(ctx);
  app.get('/api/casino/egtjackpot', async () => ok(await jackpots.egt()));
  app.get('/api/casino/jackpotcards', async () => ok(await jackpots.cards()));
  // The path's spelling is the contract's (spec §7).
  app.get('/api/casino/eqyptquest', async () => ok(await jackpots.egyptQuest()));
}
