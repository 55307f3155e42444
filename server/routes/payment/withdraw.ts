import type { FastifyInstance } from 'fastify';
import { paymentWithdraw } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';
import { liraText } from '../../services/payments-format.ts';

/**
 * POST /api/payment/withdraw {id, target: 'pay', detail} (docs/product.md §7) -> the pending request {id, recordStatus
 * 2, processStatus 1}. The amount is debited from the wallet's cash into the request in one transaction (an active
 * bonus is forfeited, and the message says so); above the withdrawable cash, a bad IBAN/card/amount or an unknown
 * method it is 400 with a message naming the field, and nothing moves. Idempotent (docs/idempotency.md).
 */
export function paymentWithdrawRoute(app: FastifyInstance): void {
  route(app, paymentWithdraw, { preHandler: app.auth.required, config: { idempotent: true } }, async (request) => {
    const { forfeitedBonusKurus, ...data } = await app.payments.payments.withdraw(
      sessionOf(request).playerId,
      { methodId: request.body.id, detail: request.body.detail, locale: request.locale, saved: request.body.saved },
    );
    // A withdrawal forfeits an active bonus (docs/bonus-wallet.md): the message says so and names the amount.
    const message = forfeitedBonusKurus === null
      ? translate(request.locale, 'payment.withdrawCreated')
      : translate(request.locale, 'payment.withdrawCreatedBonusForfeited', { bonus: liraText(forfeitedBonusKurus) });
    return ok(data, message);
  });
}
