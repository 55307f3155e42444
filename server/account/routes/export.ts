import type { FastifyInstance } from 'fastify';
import { accountExport } from '@contracts/api/index';
import type { QueryOf } from '@contracts/contract';
import { sessionOf } from '@server/http/auth';
import { exportRange, historyCsv } from '@server/protection/export';

/**
 * GET /api/customer/export?kind=game|financial|session&from=YYYY-MM-DD&to=YYYY-MM-DD -> text/csv attachment
 * `<kind>-history-<from>_<to>.csv` of the caller's own history (UTF-8 with BOM, header row in the x-locale
 * language, Türkiye time). A bad or too long range is a 400 envelope naming the field.
 *
 * A file download, not an envelope reply, so it is not a route() (server/http/route.ts wires an envelope reply
 * schema): it is registered from its contract's method, path and query schema (schemas/calls/account.json
 * "export"), and only failures are envelopes.
 */
export function historyExportRoute(app: FastifyInstance): void {
  app.route<{ Querystring: QueryOf<typeof accountExport> }>({
    method: accountExport.method,
    url: `/api/${accountExport.path}`,
    schema: { querystring: app.schemas.get(accountExport.query as string) },
    preHandler: app.auth.required,
    handler: async (request, reply) => {
      const { kind, from, to } = request.query;
      const range = exportRange(app.protection.profile, from, to);
      const csv = await historyCsv(app.db, sessionOf(request).playerId, kind, range, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-history-${from}_${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
