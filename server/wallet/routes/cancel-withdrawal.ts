import type { FastifyInstance } from 'fastify';
import { walletCancelWithdrawal } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { moneyLira } from '@server/i18n/message-params';
import { cancelWithdrawal } from '@server/protection/withdrawal';

/**
 * POST /api/payment/cancelwithdrawal {id} -> the updated financial-history item (recordStatus 5, processStatus 3):
 * the caller's own pending withdrawal is cancelled and its amount returned to the wallet in one transaction.
 * 404 for another player's or an unknown id; 400 when it is no longer pending or the profile does not allow it.
 * Idempotent (docs/idempotency.md).
 */
export function cancelWithdrawalRoute(app: FastifyInstance): void {
  route(app, walletCancelWithdrawal, { preHandler: app.auth.required, config: { idempotent: true } }, async (request) => {
    const allowed = app.protection.profile.withdrawalCancellation;
    const data = await cancelWithdrawal(app.db, app.wallet, sessionOf(request).playerId, request.body.id, allowed);
    return ok(data, translate(request.locale, 'payment.withdrawalCancelled', { amount: moneyLira(data.amount) }));
  });
}
