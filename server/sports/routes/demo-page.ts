import type { FastifyInstance } from 'fastify';
import { parseLocale } from '@server/i18n/locale';
import { renderDemoPage } from '@server/sports/providers/demo-page/page';
import { providerParam } from './demo-provider-param';

/**
 * GET /demo/sportsbook/{fcg|betco}?view=live|prematch&lang=tr|en[&cid=...]: the demo sportsbook page the site
 * frames (betsyUrl / betcoUrl). Public: a visitor sees the odds as a guest; the launch token comes by postMessage.
 */
export function demoPageRoute(app: FastifyInstance): void {
  app.get('/demo/sportsbook/:provider', async (request, reply) => {
    const provider = providerParam(request);
    const query = request.query as Record<string, unknown>;
    const cid = typeof query.cid === 'string' && /^[A-Za-z0-9_-]{1,50}$/.test(query.cid) ? query.cid : null;
    const html = renderDemoPage({
      provider,
      view: query.view === 'prematch' ? 'prematch' : 'live',
      lang: parseLocale(typeof query.lang === 'string' ? query.lang : undefined),
      cid,
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
