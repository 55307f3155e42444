import type { FastifyInstance } from 'fastify';
import { operatorAudit, operatorAuditExport } from '@contracts/api/index';
import type { QueryOf } from '@contracts/contract';
import { ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { auditCsv, listAudit, type AuditQuery } from '@server/platform/audit-trail';

/** The query of both calls as listAudit's filter. */
const filterOf = (query: QueryOf<typeof operatorAudit>): AuditQuery => ({
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  actor: query.actor,
  playerId: query.player,
  action: query.action,
  beforeId: query.before,
  limit: query.limit,
});

/**
 * The audit trail for operators (docs/operations.md "Audit trail"), risk and admin roles (server/operator/route-roles.ts):
 * - GET /api/operator/audit?from&to&actor&player&action&before&limit -> data: the rows, newest first (schemas/api/operator/audit.json);
 * - GET /api/operator/audit/export (same query) -> text/csv attachment `audit-<now>.csv`, every text cell through
 *   csvCell (server/platform/csv-cell.ts). A file, not an envelope, so registered from its contract like
 *   customer/export; failures are envelopes (400 naming a bad field).
 */
export function operatorAuditRoutes(app: FastifyInstance): void {
  route(app, operatorAudit, { onRequest: operatorOnly }, async (request) => ok(await listAudit(app.db, filterOf(request.query))));
  app.route<{ Querystring: QueryOf<typeof operatorAuditExport> }>({
    method: operatorAuditExport.method,
    url: `/api/${operatorAuditExport.path}`,
    schema: { querystring: app.schemas.get(operatorAuditExport.query as string) },
    onRequest: operatorOnly,
    handler: async (request, reply) => {
      const csv = auditCsv(await listAudit(app.db, filterOf(request.query)));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().replace(/[:.]/g, '-')}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
