import type { FastifyInstance } from 'fastify';
import { walletWithdraw } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { auditNote } from '@server/platform/audit-trail';
import { translate } from '@server/i18n/messages';
import { liraText } from '@server/wallet/format';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';

/**
 * POST /api/payment/withdraw {id, target: 'pay', detail} (docs/product.md §7) -> the pending request {id, recordStatus
 * 2, processStatus 1, heldUntil}. The amount is debited from the wallet's cash into the request in one transaction (an
 * active bonus is forfeited, and the message says so); above the withdrawable cash, a bad IBAN/card/amount or an
 * unknown method it is 400 with a message naming the field, and nothing moves. A payout destination the player never
 * used needs a fresh re-authentication (403 {reauth}, nothing moves; docs/security.md "Step-up") and is held for the
 * cooling period (heldUntil, ISO 8601 UTC; null when not held; docs/wallet.md "Cooling hold").
 * Idempotent (docs/idempotency.md; the step-up refusal is not kept, so the same key runs again after re-authentication).
 */
export function paymentWithdrawRoute(app: FastifyInstance): void {
  route(app, walletWithdraw, { preHandler: app.auth.required, config: { idempotent: true } }, async (request) => {
    const session = sessionOf(request);
    const { forfeitedBonusKurus, heldUntil, newDestination, ...data } = await app.payments.payments.withdraw(
      session.playerId,
      { methodId: request.body.id, detail: request.body.detail, locale: request.locale, saved: request.body.saved },
      { freshAuth: await app.stepUp.state(session), holdMs: app.stepUp.rules.payoutHoldMs },
    );
    // A payout destination never used is a security event of the audit trail (docs/operations.md "Audit trail").
    if (newDestination) auditNote(request, { action: 'payout.newDestination', after: { withdrawalId: data.id, methodId: request.body.id, heldUntil } });
    // A withdrawal forfeits an active bonus (docs/bonus-wallet.md): the message says so and names the amount.
    const forfeited = forfeitedBonusKurus === null ? '' : translate(request.locale, 'payment.bonusForfeitedToo', { bonus: liraText(forfeitedBonusKurus) });
    const message = heldUntil !== null
      ? [translate(request.locale, 'payment.withdrawCreatedHeld', { until: istanbulDateTimeText(heldUntil) }), forfeited].filter(Boolean).join(' ')
      : forfeitedBonusKurus === null
        ? translate(request.locale, 'payment.withdrawCreated')
        : translate(request.locale, 'payment.withdrawCreatedBonusForfeited', { bonus: liraText(forfeitedBonusKurus) });
    return ok({ ...data, heldUntil: heldUntil?.toISOString() ?? null }, message);
  });
}
