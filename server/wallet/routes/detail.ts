import type { FastifyInstance } from 'fastify';
import { walletDetail } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/payment/detail {id, type} (docs/product.md §7) -> the method's field descriptors
 * [{key, mask, objectType, option}] (docs/product.md §3). 400 'payment.unknownMethod' for an unknown or inactive
 * method, or one of the other type.
 */
export function paymentDetailRoute(app: FastifyInstance): void {
  route(app, walletDetail, { preHandler: app.auth.required }, async (request) => {
    const method = await app.payments.methods.get(request.body.id, request.body.type);
    return ok(method.fields);
  });
}
