import type { FastifyInstance } from 'fastify';
import { walletFinancialHistory } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/customer/financialhistory {from?, to?, type?, status?, skip, take} -> {total, totals {deposits,
 * withdrawals, net}, items: [{id, reference, createdAt, transactionType, methodName, amount (lira), recordStatus,
 * processStatus, cancellable}]} of the caller only, newest first (cross-feature contract; docs/histories.md,
 * docs/histories.md). 400 with the field named for a bad filter value, an impossible day or a start after the end.
 */
export function financialHistoryRoute(app: FastifyInstance): void {
  route(app, walletFinancialHistory, { preHandler: app.auth.required }, async (request) =>
    ok(await app.payments.history.financial(sessionOf(request).playerId, request.body)),
  );
}
