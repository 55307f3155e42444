import type { FastifyInstance } from 'fastify';
import { customerExport } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { exportRange, historyCsv } from '../../services/protection-export.ts';

/**
 * GET /api/customer/export?kind=game|financial|session&from=YYYY-MM-DD&to=YYYY-MM-DD -> text/csv attachment
 * `<kind>-history-<from>_<to>.csv` of the caller's own history (UTF-8 with BOM, header row in the x-locale
 * language, Türkiye time). A bad or too long range is a 400 envelope naming the field. The one call whose success
 * is not an envelope: the CSV text is sent as it is (the reply schema only checks JSON replies).
 */
export function historyExportRoute(app: FastifyInstance): void {
  route(app, customerExport, { preHandler: app.auth.required }, async (request, reply) => {
    const { kind, from, to } = request.query;
    const range = exportRange(app.protection.profile, from, to);
    const csv = await historyCsv(app.db, sessionOf(request).playerId, kind, range, request.locale);
    // A file, not an envelope: the reply is sent here and returned, as Fastify asks of async handlers that send.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-history-${from}_${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv) as never;
  });
}
