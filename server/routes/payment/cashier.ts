import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentCashierRequest } from '../../../contracts/types/payment/cashier.request.ts';
import type { CashierInfo } from '../../../contracts/types/payment/cashier.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { cashierInfo } from '../../services/payment-cashier.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/**
 * POST /api/payment/cashier {id, type} -> CashierInfo (schemas/api/payment/cashier.json; issue 16, cashier; not in
 * spec §7): the prefilled account holder, the caller's saved details, the bank-transfer account and reference, and
 * his recent withdrawals with their timelines. Login required; everything is the caller's own (session player id,
 * never an id from the body). 400 'payment.unknownMethod' for an unknown or inactive method of that type.
 */
export function paymentCashierRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PaymentCashierRequest }>(
    '/api/payment/cashier',
    { schema: { body: ctx.schemas.get('payment/cashier.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const services = paymentsOf(ctx);
      const data: CashierInfo = await cashierInfo(ctx.db, services, sessionOf(request).playerId, request.body.id, request.body.type);
      return ok(data);
    },
  );
}
