import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { FinancialHistoryRequest } from '../../../src/generated/api/customer/financial-history.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { financialHistory } from '../../services/payments-history.ts';

/**
 * POST /api/customer/financialhistory {from?, to?, skip, take} -> {total, items: [{id, createdAt, transactionType,
 * methodName, amount (lira), recordStatus, processStatus}]} of the caller only, newest first (cross-feature contract).
 */
export function financialHistoryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: FinancialHistoryRequest }>(
    '/api/customer/financialhistory',
    { schema: { body: ctx.schemas.get('customer/financial-history.request') }, preHandler: ctx.auth.required },
    async (request) => {
      try {
        return ok(await financialHistory(ctx.db, sessionOf(request).playerId, request.body));
      } catch (error) {
        if (error instanceof RangeError) throw new ApiFailure(400, 'common.badRequest');
        throw error;
      }
    },
  );
}
