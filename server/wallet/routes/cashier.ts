import type { FastifyInstance } from 'fastify';
import { walletCashier } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/payment/cashier {id, type} -> CashierInfo (schemas/api/wallet/cashier.json; docs/wallet.md; not in
 * docs/product.md §7): the prefilled account holder, the caller's saved details, the bank-transfer account and
 * reference, and his recent withdrawals with their timelines. Login required; everything is the caller's own (session
 * player id, never an id from the body). 400 'payment.unknownMethod' for an unknown or inactive method of that type.
 */
export function paymentCashierRoute(app: FastifyInstance): void {
  route(app, walletCashier, { preHandler: app.auth.required }, async (request) =>
    ok(await app.payments.cashier.info(sessionOf(request).playerId, request.body.id, request.body.type)),
  );
}
