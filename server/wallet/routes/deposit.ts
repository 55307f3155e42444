import type { FastifyInstance } from 'fastify';
import { walletDeposit } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { siteOriginOf } from '@server/http/request-brand';
import { translate } from '@server/i18n/messages';

/**
 * POST /api/payment/deposit {id, target: 'pay', detail} (docs/product.md §7) -> data: the payment page URL
 * (docs/product.md §4 'Iframe' result: a string starting with 'http'). Every detail value is checked against the
 * method's descriptors and min/max (400 naming the field); the wallet is credited only when the payment is confirmed
 * on that page. Idempotent (docs/idempotency.md).
 */
export function paymentDepositRoute(app: FastifyInstance): void {
  route(app, walletDeposit, { preHandler: app.auth.required, config: { idempotent: true } }, async (request) => {
    // The brand's configured origin, not the request's Host (docs/brands.md "The brand's origin").
    const origin = siteOriginOf(request);
    const result = await app.payments.payments.deposit(
      sessionOf(request).playerId,
      { methodId: request.body.id, detail: request.body.detail, locale: request.locale, saved: request.body.saved },
      origin,
    );
    return ok(result.url, translate(request.locale, 'payment.depositCreated'));
  });
}
