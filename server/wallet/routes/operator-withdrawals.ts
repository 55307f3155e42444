import type { FastifyInstance } from 'fastify';
import {
  operatorWithdrawals, operatorWithdrawalsApprove, operatorWithdrawalsReject, operatorWithdrawalsReview,
} from '@contracts/api/index';
import type { OperatorWithdrawal } from '@contracts/types/operator/withdrawal';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOwner } from '@server/http/idempotency';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { kurusToLira } from '@server/wallet/money';
import type { PaymentRequestView } from '@server/wallet/payments';
import { withdrawalAudit } from '@server/wallet/operator';
import { auditNote, auditPlayer } from '@server/platform/audit-trail';

/** The JSON the CLI prints for a request (amount in lira; schemas/api/operator/withdrawal.json). */
export function operatorView(view: PaymentRequestView & { username?: string }): OperatorWithdrawal {
  return {
    id: view.id,
    playerId: view.playerId,
    ...(view.username === undefined ? {} : { username: view.username }),
    method: view.methodName,
    amount: kurusToLira(view.amountKurus),
    recordStatus: view.recordStatus,
    processStatus: view.processStatus,
    createdAt: view.createdAt.toISOString(),
    heldUntil: view.heldUntil?.toISOString() ?? null,
  };
}

/** The `:id` path parameter as a request id; ApiFailure 404 'payment.requestNotFound' when it cannot be one. */
function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'payment.requestNotFound');
  return id;
}

/**
 * The operator API behind `npm run operator` when the server owns the database (PGlite is single-process):
 * GET /api/operator/withdrawals (pending), POST /api/operator/withdrawals/{id}/review (timeline "In review"),
 * …/{id}/approve, POST …/{id}/reject {reason?} (approve and reject move money: idempotent per operator,
 * docs/idempotency.md). Signed in as a named operator whose role allows the route (operatorOnly,
 * server/http/operator-guard.ts; docs/operators.md "Roles"): 401 without, 403 for another role. The audit trail's row
 * names the player and, for approve and reject, the request before and after and a rejection's reason (withdrawalAudit).
 */
export function operatorWithdrawalsRoute(app: FastifyInstance): void {
  const operator = app.payments.operator;
  route(app, operatorWithdrawals, { onRequest: operatorOnly }, async () => ok((await operator.listPending()).map(operatorView)));
  route(app, operatorWithdrawalsReview, { onRequest: operatorOnly }, async (request) => {
    const view = await operator.review(idOf(request.params.id));
    auditPlayer(request, view.playerId);
    return ok(operatorView(view));
  });
  route(app, operatorWithdrawalsApprove, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) => {
    const decided = await operator.approve(idOf(request.params.id));
    auditNote(request, withdrawalAudit(decided));
    return ok(operatorView(decided));
  });
  // The body is optional and free ({reason?}, as the CLI sends it): a reason that is not a string is no reason.
  route(app, operatorWithdrawalsReject, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) => {
    const body: unknown = request.body;
    const reason = typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
    const decided = await operator.reject(idOf(request.params.id), reason);
    auditNote(request, withdrawalAudit(decided, reason));
    return ok(operatorView(decided));
  });
}
