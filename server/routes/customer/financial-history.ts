import type { FastifyInstance } from 'fastify';
import { customerFinancialHistory } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/**
 * POST /api/customer/financialhistory {from?, to?, type?, status?, skip, take} -> {total, totals {deposits,
 * withdrawals, net}, items: [{id, reference, createdAt, transactionType, methodName, amount (lira), recordStatus,
 * processStatus, cancellable}]} of the caller only, newest first (cross-feature contract; docs/histories.md,
 * docs/histories.md). 400 with the field named for a bad filter value, an impossible day or a start after the end.
 */
export function financialHistoryRoute(app: FastifyInstance): void {
  route(app, customerFinancialHistory, { preHandler: app.auth.required }, async (request) =>
    ok(await app.payments.history.financial(sessionOf(request).playerId, request.body)),
  );
}
