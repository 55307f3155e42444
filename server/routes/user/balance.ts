import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { BalanceData } from '../../../contracts/types/user/balance.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { kurusToLira } from '../../services/money.ts';

/**
 * GET /api/user/balance (spec §7, polled every 3 s) -> data {balance, cash, bonus, withdrawable} in lira: balance
 * (what the site shows) = cash + bonus; withdrawable = cash (docs/bonus-wallet.md). 401 without a live session.
 */
export function balanceRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user/balance', { preHandler: ctx.auth.required }, async (request) => {
    const split = await ctx.wallet.split(sessionOf(request).playerId);
    const data: BalanceData = {
      balance: kurusToLira(split.balanceKurus),
      cash: kurusToLira(split.cashKurus),
      bonus: kurusToLira(split.bonusKurus),
      withdrawable: kurusToLira(split.cashKurus),
    };
    return ok(data);
  });
}
