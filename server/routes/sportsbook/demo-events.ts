import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { listSportEvents } from '../../services/sportsbook-events.ts';
import { allowAnyOrigin } from './demo-cors.ts';
import { providerParam } from './demo-provider-param.ts';

/** GET /demo/sportsbook/{provider}/api/events -> data SportsbookEvents (live + pre-match with odds). Public. */
export function demoEventsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/demo/sportsbook/:provider/api/events', { onRequest: allowAnyOrigin }, async (request, reply) => {
    const provider = providerParam(request);
    reply.header('cache-control', 'no-store');
    return ok(await listSportEvents(ctx.db, provider.id));
  });
}
