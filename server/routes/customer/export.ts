import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { HistoryExportQuery } from '../../../contracts/types/protection/export.query.ts';
import { sessionOf } from '../../http/auth.ts';
import { exportRange, historyCsv } from '../../services/protection-export.ts';

/**
 * GET /api/customer/export?kind=game|financial|session&from=YYYY-MM-DD&to=YYYY-MM-DD -> text/csv attachment
 * `<kind>-history-<from>_<to>.csv` of the caller's own history (UTF-8 with BOM, header row in the x-locale
 * language, Türkiye time). A bad or too long range is a 400 envelope naming the field.
 */
export function historyExportRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: HistoryExportQuery }>(
    '/api/customer/export',
    { schema: { querystring: ctx.schemas.get('protection/export.query') }, preHandler: ctx.auth.required },
    async (request, reply) => {
      const { kind, from, to } = request.query;
      const range = exportRange(ctx.protection.profile, from, to);
      const csv = await historyCsv(ctx.db, sessionOf(request).playerId, kind, range, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-history-${from}_${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
