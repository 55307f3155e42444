import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { FinancialHistoryRequest } from '../../../contracts/types/customer/financial-history.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/customer/financialhistory {from?, to?, type?, status?, skip, take} -> {total, totals {deposits,
 * withdrawals, net}, items: [{id, reference, createdAt, transactionType, methodName, amount (lira), recordStatus,
 * processStatus, cancellable}]} of the caller only, newest first (cross-feature contract; issue 16 Histories,
 * docs/histories.md). 400 with the field named for a bad filter value, an impossible day or a start after the end.
 */
export function financialHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: FinancialHistoryRequest }>(
    '/api/customer/financialhistory',
    { schema: { body: ctx.schemas.get('customer/financial-history.request') }, preHandler: ctx.auth.required },
    async (request) => ok(await app.payments.history.financial(sessionOf(request).playerId, request.body)),
  );
}
