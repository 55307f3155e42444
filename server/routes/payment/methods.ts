import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentMethodsRequest } from '../../../contracts/types/payment/methods.request.ts';
import type { PaymentMethodList } from '../../../contracts/types/payment/methods.ts';
import { ok } from '../../http/envelope.ts';
import { toMethodDto } from '../../services/payment-methods.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/**
 * POST /api/payment/methods {type: 1 Deposit | 2 Withdraw} -> [{id, name, type, kind, minAmount, maxAmount, logo}]
 * (amounts in lira). Not in spec §7: the dashboard's method pickers need it to open the dynamic dialogs.
 */
export function paymentMethodsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PaymentMethodsRequest }>(
    '/api/payment/methods',
    { schema: { body: ctx.schemas.get('payment/methods.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: PaymentMethodList = (await paymentsOf(ctx).methods.list(request.body.type)).map(toMethodDto);
      return ok(data);
    },
  );
}
