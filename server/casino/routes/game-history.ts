import type { FastifyInstance } from 'fastify';
import { casinoGameHistory } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { gameHistory } from '@server/casino/game-history';

/**
 * POST /api/customer/gamehistory {from?, to?, product?, status?, skip, take ≤ 100} -> data {total, totals {bet, win,
 * net}, items: rounds [{reference, product, roundId, createdAt, gameName, providerName, stake, win, net, status,
 * lines}]} of the caller only, newest first, amounts in lira (docs/histories.md).
 * 401 without a session; 400 with the field named for a bad filter value, an impossible day or a start after the end.
 */
export function gameHistoryRoute(app: FastifyInstance): void {
  route(app, casinoGameHistory, { preHandler: app.auth.required }, async (request) =>
    ok(await gameHistory(app.db, sessionOf(request).playerId, request.body)),
  );
}
