import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentDetailRequest } from '../../../src/generated/api/payment/detail.request.ts';
import type { PaymentFieldList } from '../../../src/generated/api/payment/detail.ts';
import { ok } from '../../http/envelope.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/**
 * POST /api/payment/detail {id, type} (spec §7) -> the method's field descriptors [{key, mask, objectType, option}]
 * (spec §3). 400 'payment.unknownMethod' for an unknown or inactive method, or one of the other type.
 */
export function paymentDetailRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PaymentDetailRequest }>(
    '/api/payment/detail',
    { schema: { body: ctx.schemas.get('payment/detail.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const method = await paymentsOf(ctx).methods.get(request.body.id, request.body.type);
      const data: PaymentFieldList = method.fields;
      return ok(data);
    },
  );
}
