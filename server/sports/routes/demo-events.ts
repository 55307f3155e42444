import type { FastifyInstance } from 'fastify';
import { ok } from '@server/http/envelope';
import { allowAnyOrigin } from '@server/http/demo-cors';
import { providerParam } from './demo-provider-param';

/** GET /demo/sportsbook/{provider}/api/events -> data SportsbookEvents (live + pre-match with odds). Public. */
export function demoEventsRoute(app: FastifyInstance): void {
  app.get('/demo/sportsbook/:provider/api/events', { onRequest: allowAnyOrigin }, async (request, reply) => {
    const provider = providerParam(request);
    reply.header('cache-control', 'no-store');
    return ok(await app.sportsbook.events(provider.id));
  });
}
