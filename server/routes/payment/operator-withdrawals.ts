import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { operatorOwner } from '../../http/idempotency.ts';
import { operatorOnly } from '../../http/operator-guard.ts';
import { kurusToLira } from '../../services/money.ts';
import type { PaymentRequestView } from '../../services/payments.ts';
import { paymentsOf } from '../../services/payments-context.ts';

/** The JSON the CLI prints for a request (amount in lira). */
export function operatorView(view: PaymentRequestView & { username?: string }) {
  return {
    id: view.id,
    playerId: view.playerId,
    username: view.username,
    method: view.methodName,
    amount: kurusToLira(view.amountKurus),
    recordStatus: view.recordStatus,
    processStatus: view.processStatus,
    createdAt: view.createdAt.toISOString(),
  };
}

/**
 * The operator API behind `npm run operator` when the server owns the database (PGlite is single-process):
 * GET /api/operator/withdrawals (pending), POST /api/operator/withdrawals/{id}/review (timeline "In review"), …/{id}/approve, POST …/{id}/reject {reason?}.
 * 403 unless operatorOnly allows it (server/http/operator-access.ts; in production OPERATOR_TOKEN is required).
 */
export function operatorWithdrawalsRoute(app: FastifyInstance, ctx: AppContext): void {
  const idOf = (raw: string) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'payment.requestNotFound');
    return id;
  };
  app.get('/api/operator/withdrawals', { onRequest: operatorOnly }, async () =>
    ok((await paymentsOf(ctx).operator.listPending()).map(operatorView)),
  );
  app.post<{ Params: { id: string } }>('/api/operator/withdrawals/:id/review', { onRequest: operatorOnly }, async (request) =>
    ok(operatorView(await paymentsOf(ctx).operator.review(idOf(request.params.id)))),
  );
  app.post<{ Params: { id: string } }>('/api/operator/withdrawals/:id/approve', { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) =>
    ok(operatorView(await paymentsOf(ctx).operator.approve(idOf(request.params.id)))),
  );
  app.post<{ Params: { id: string }; Body: { reason?: unknown } | null }>(
    '/api/operator/withdrawals/:id/reject',
    { onRequest: operatorOnly, config: { idempotent: operatorOwner } },
    async (request) => {
      const reason = typeof request.body?.reason === 'string' ? request.body.reason : '';
      return ok(operatorView(await paymentsOf(ctx).operator.reject(idOf(request.params.id), reason)));
    },
  );
}
