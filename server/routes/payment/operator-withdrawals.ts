import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { kurusToLira } from '../../services/money.ts';
import type { PaymentRequestView } from '../../services/payments.ts';
import { paymentsOf } from '../../services/payments-context.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may call the operator API: with OPERATOR_TOKEN set, a request carrying it in `x-operator-token`;
 * without it, outside production only, a direct connection from this machine: a loopback socket with no
 * forwarding header (a reverse proxy on the same host would otherwise make every visitor look local).
 */
function allowed(request: FastifyRequest, mode: AppContext['mode']): boolean {
  const expected = process.env.OPERATOR_TOKEN;
  if (expected) {
    const given = request.headers['x-operator-token'];
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  if (mode === 'production') return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

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
 * GET /api/operator/withdrawals (pending), POST /api/operator/withdrawals/{id}/approve, POST …/{id}/reject {reason?}.
 * 403 unless allowed (see `allowed`; in production OPERATOR_TOKEN is required).
 */
export function operatorWithdrawalsRoute(app: FastifyInstance, ctx: AppContext): void {
  const guard = async (request: FastifyRequest) => {
    if (!allowed(request, ctx.mode)) throw new ApiFailure(403, 'operator.forbidden');
  };
  const idOf = (raw: string) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'payment.requestNotFound');
    return id;
  };
  app.get('/api/operator/withdrawals', { preHandler: guard }, async () =>
    ok((await paymentsOf(ctx).operator.listPending()).map(operatorView)),
  );
  app.post<{ Params: { id: string } }>('/api/operator/withdrawals/:id/approve', { preHandler: guard }, async (request) =>
    ok(operatorView(await paymentsOf(ctx).operator.approve(idOf(request.params.id)))),
  );
  app.post<{ Params: { id: string }; Body: { reason?: unknown } | null }>(
    '/api/operator/withdrawals/:id/reject',
    { preHandler: guard },
    async (request) => {
      const reason = typeof request.body?.reason === 'string' ? request.body.reason : '';
      return ok(operatorView(await paymentsOf(ctx).operator.reject(idOf(request.params.id), reason)));
    },
  );
}
