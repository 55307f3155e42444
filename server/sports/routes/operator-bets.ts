import type { FastifyInstance } from 'fastify';
import { operatorBets } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';

/**
 * GET /api/operator/bets -> data: open sportsbook bets of every player (oldest first, at most 100), each a
 * SportBet plus playerId and username; behind `npm run operator -- bets list`. 403 unless operatorOnly allows.
 */
export function operatorBetsRoute(app: FastifyInstance): void {
  route(app, operatorBets, { onRequest: operatorOnly }, async () => ok(await app.sportsbook.openBets()));
}
