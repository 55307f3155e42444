import type { FastifyInstance } from 'fastify';
import { operatorReconcile } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { reconciliation } from '@server/casino/reconciliation';

/**
 * GET /api/operator/reconcile?from=YYYY-MM-DD&to=YYYY-MM-DD -> per UTC day and provider the rounds, bets, wins and
 * rollbacks booked, and the rounds open for more than 48 h (server/casino/reconciliation.ts; docs/providers.md
 * "Reconciliation"). Behind operatorOnly, named and audited like every operator call.
 */
export function operatorReconcileRoutes(app: FastifyInstance): void {
  route(app, operatorReconcile, { onRequest: operatorOnly }, async (request) => ok(await reconciliation(app.db, request.query)));
}
