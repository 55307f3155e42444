import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { BalanceData } from '../../../src/generated/api/user/balance.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { kurusToLira } from '../../services/money.ts';

/** GET /api/user/balance (spec §7, polled every 3 s) -> data.balance in lira. 401 without a live session. */
export function balanceRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user/balance', { preHandler: ctx.auth.required }, async (request) => {
    const data: BalanceData = { balance: kurusToLira(await ctx.wallet.balanceKurus(sessionOf(request).playerId)) };
    return ok(data);
  });
}
