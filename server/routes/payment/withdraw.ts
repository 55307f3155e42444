import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentWithdrawRequest } from '../../../contracts/types/payment/withdraw.request.ts';
import type { PaymentWithdrawData } from '../../../contracts/types/payment/withdraw.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { paymentsOf } from '../../services/payments-context.ts';
import { liraText } from '../../services/payments-format.ts';

/**
 * POST /api/payment/withdraw {id, target: 'pay', detail} (spec §7) -> the pending request {id, recordStatus 2,
 * processStatus 1}. The amount is debited from the wallet's cash into the request in one transaction (an active bonus
 * is forfeited, and the message says so); above the withdrawable cash,
 * a bad IBAN/card/amount or an unknown method it is 400 with a message naming the field, and nothing moves.
 */
export function paymentWithdrawRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PaymentWithdrawRequest }>(
    '/api/payment/withdraw',
    { schema: { body: ctx.schemas.get('payment/withdraw.request') }, preHandler: ctx.auth.required, config: { idempotent: true } },
    async (request) => {
      const { forfeitedBonusKurus, ...data }: PaymentWithdrawData & { forfeitedBonusKurus: number | null } = await paymentsOf(ctx).payments.withdraw(
        sessionOf(request).playerId,
        { methodId: request.body.id, detail: request.body.detail, locale: request.locale, saved: request.body.saved },
      );
      // A withdrawal forfeits an active bonus (docs/bonus-wallet.md): the message says so and names the amount.
      const message = forfeitedBonusKurus === null
        ? translate(request.locale, 'payment.withdrawCreated')
        : translate(request.locale, 'payment.withdrawCreatedBonusForfeited', { bonus: liraText(forfeitedBonusKurus) });
      return ok(data, message);
    },
  );
}
