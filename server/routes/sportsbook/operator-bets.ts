import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { openSportBets } from '../../services/sportsbook-bets.ts';
import { operatorOnly } from '../../http/operator-guard.ts';

/**
 * GET /api/operator/bets -> data: open sportsbook bets of every player (oldest first, at most 100), each a
 * SportBet plus playerId and username; behind `npm run operator -- bets list`. 403 unless operatorOnly allows.
 */
export function operatorBetsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/operator/bets', { onRequest: operatorOnly }, async () => ok(await openSportBets(ctx.db)));
}
