import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { paymentDetail } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/**
 * POST /api/payment/detail {id, type} (docs/product.md §7) -> the method's field descriptors
 * [{key, mask, objectType, option}] (docs/product.md §3). 400 'payment.unknownMethod' for an unknown or inactive
 * method, or one of the other type.
 */
export function paymentDetailRoute(app: FastifyInstance, ctx: AppContext): void {
  route(app, paymentDetail, { preHandler: app.auth.required }, async (request) => {
    const method = await paymentsOf(ctx).methods.get(request.body.id, request.body.type);
    return ok(method.fields);
  });
}
