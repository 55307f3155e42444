import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CancelWithdrawalRequest } from '../../../contracts/types/protection/cancel-withdrawal.request.ts';
import type { FinancialHistoryItem } from '../../../contracts/types/customer/financial-history.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { moneyLira } from '../../i18n/message-params.ts';
import { cancelWithdrawal } from '../../services/protection-withdrawal.ts';

/**
 * POST /api/payment/cancelwithdrawal {id} -> the updated financial-history item (recordStatus 5, processStatus 3):
 * the caller's own pending withdrawal is cancelled and its amount returned to the wallet in one transaction.
 * 404 for another player's or an unknown id; 400 when it is no longer pending or the profile does not allow it.
 */
export function cancelWithdrawalRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: CancelWithdrawalRequest }>(
    '/api/payment/cancelwithdrawal',
    { schema: { body: ctx.schemas.get('protection/cancel-withdrawal.request') }, preHandler: ctx.auth.required, config: { idempotent: true } },
    async (request) => {
      const allowed = ctx.protection.profile.withdrawalCancellation;
      const data: FinancialHistoryItem = await cancelWithdrawal(
        ctx.db,
        ctx.wallet,
        sessionOf(request).playerId,
        request.body.id,
        allowed,
      );
      return ok(
        data,
        translate(request.locale, 'payment.withdrawalCancelled', {
          amount: moneyLira(data.amount),
        }),
      );
    },
  );
}
