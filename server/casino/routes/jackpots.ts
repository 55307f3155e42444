import type { FastifyInstance } from 'fastify';
import { casinoEgtjackpot, casinoEqyptquest, casinoJackpotcards } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/** GET /api/casino/egtjackpot, /api/casino/jackpotcards, /api/casino/eqyptquest (docs/product.md §7, §9): the jackpot feeds. */
export function jackpotsRoute(app: FastifyInstance): void {
  const { jackpots } = app.casino;
  route(app, casinoEgtjackpot, {}, async () => ok(await jackpots.egt()));
  route(app, casinoJackpotcards, {}, async () => ok(await jackpots.cards()));
  // The path's spelling is the contract's (docs/product.md §7).
  route(app, casinoEqyptquest, {}, async () => ok(await jackpots.egyptQuest()));
}
