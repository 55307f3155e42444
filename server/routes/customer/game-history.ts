import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { GameHistoryRequest } from '../../../contracts/types/customer/game-history.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { gameHistory } from '../../services/game-history.ts';

/**
 * POST /api/customer/gamehistory {from?, to?, product?, status?, skip, take ≤ 100} -> data {total, totals {bet, win,
 * net}, items: rounds [{reference, product, roundId, createdAt, gameName, providerName, stake, win, net, status,
 * lines}]} of the caller only, newest first, amounts in lira (issue 16 Histories; docs/histories.md).
 * 401 without a session; 400 with the field named for a bad filter value, an impossible day or a start after the end.
 */
export function gameHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: GameHistoryRequest }>(
    '/api/customer/gamehistory',
    { schema: { body: ctx.schemas.get('customer/game-history.request') }, preHandler: ctx.auth.required },
    async (request) => ok(await gameHistory(ctx.db, sessionOf(request).playerId, request.body)),
  );
}
