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
 * docs/idempotency.md). 403 unless operatorOnly allows it (server/http/operator-access.ts; in production
 * OPERATOR_TOKEN is required).
 */
export function operatorWithdrawalsRoute(app: FastifyInstance): void {
  const operator = app.payments.operator;
  route(app, operatorWithdrawals, { onRequest: operatorOnly }, async () => ok((await operator.listPending()).map(operatorView)));
  route(app, operatorWithdrawalsReview, { onRequest: operatorOnly }, async (request) =>
    ok(operatorView(await operator.review(idOf(request.params.id)))),
  );
  route(app, operatorWithdrawalsApprove, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) =>
    ok(operatorView(await operator.approve(idOf(request.params.id)))),
  );
  // The body is optional and free ({reason?}, as the CLI sends it): a reason that is not a string is no reason.
  route(app, operatorWithdrawalsReject, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) => {
    const body: unknown = request.body;
    const reason = typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
    return ok(operatorView(await operator.reject(idOf(request.params.id), reason)));
  });
}
