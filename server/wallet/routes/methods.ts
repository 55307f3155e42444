import type { FastifyInstance } from 'fastify';
import { walletMethods } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { toMethodDto } from '@server/wallet/methods';

/**
 * POST /api/payment/methods {type: 1 Deposit | 2 Withdraw} -> [{id, name, type, kind, minAmount, maxAmount, logo}]
 * (amounts in lira). Not in docs/product.md §7: the dashboard's method pickers need it to open the dynamic dialogs.
 */
export function paymentMethodsRoute(app: FastifyInstance): void {
  route(app, walletMethods, { preHandler: app.auth.required }, async (request) =>
    ok((await app.payments.methods.list(request.body.type)).map(toMethodDto)),
  );
}
