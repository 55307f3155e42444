import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { GameHistoryRequest } from '../../../src/generated/api/customer/game-history.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/**
 * POST /api/customer/gamehistory {from?, to?, skip, take ≤ 100} -> data {total, items} of the player's own game
 * transactions (Win 1 / Bet 2), newest first, amounts in lira. 401 without a session.
 */
export function gameHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  const { rounds } = casinoServices(ctx);
  app.post<{ Body: GameHistoryRequest }>(
    '/api/customer/gamehistory',
    { schema: { body: ctx.schemas.get('customer/game-history.request') }, preHandler: ctx.auth.required },
    async (request) => ok(await rounds.history(sessionOf(request).playerId, request.body)),
  );
}
