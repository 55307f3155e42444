import type { FastifyInstance } from 'fastify';
import { operatorBets } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { operatorOnly } from '../../http/operator-guard.ts';
import { route } from '../../http/route.ts';

/**
 * GET /api/operator/bets -> data: open sportsbook bets of every player (oldest first, at most 100), each a
 * SportBet plus playerId and username; behind `npm run operator -- bets list`. 403 unless operatorOnly allows.
 */
export function operatorBetsRoute(app: FastifyInstance): void {
  route(app, operatorBets, { onRequest: operatorOnly }, async () => ok(await app.sportsbook.openBets()));
}
