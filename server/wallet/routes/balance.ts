import type { FastifyInstance } from 'fastify';
import { walletBalance } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { kurusToLira } from '@server/wallet/money';

/**
 * GET /api/user/balance (docs/product.md §7, polled every 3 s) -> data {balance, cash, bonus, withdrawable} in lira:
 * balance (what the site shows) = cash + bonus; withdrawable = cash (docs/bonus-wallet.md). 401 without a live session.
 * Served from memory (the session and balance read models, docs/read-models.md).
 */
export function balanceRoute(app: FastifyInstance): void {
  route(app, walletBalance, { preHandler: app.auth.required }, async (request) => {
    const split = await app.wallet.cachedSplit(sessionOf(request).playerId);
    return ok({
      balance: kurusToLira(split.balanceKurus),
      cash: kurusToLira(split.cashKurus),
      bonus: kurusToLira(split.bonusKurus),
      withdrawable: kurusToLira(split.cashKurus),
    });
  });
}
