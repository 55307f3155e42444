import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentDepositRequest } from '../../../contracts/types/payment/deposit.request.ts';
import type { PaymentDepositData } from '../../../contracts/types/payment/deposit.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/**
 * POST /api/payment/deposit {id, target: 'pay', detail} (spec §7) -> data: the payment page URL (spec §4 'Iframe'
 * result: a string starting with 'http'). Every detail value is checked against the method's descriptors and
 * min/max (400 naming the field); the wallet is credited only when the payment is confirmed on that page.
 */
export function paymentDepositRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PaymentDepositRequest }>(
    '/api/payment/deposit',
    { schema: { body: ctx.schemas.get('payment/deposit.request') }, preHandler: ctx.auth.required, config: { idempotent: true } },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const result = await paymentsOf(ctx).payments.deposit(
        sessionOf(request).playerId,
        { methodId: request.body.id, detail: request.body.detail, locale: request.locale, saved: request.body.saved },
        origin,
      );
      const data: PaymentDepositData = result.url;
      return ok(data, translate(request.locale, 'payment.depositCreated'));
    },
  );
}
