import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { casinoServices } from '../../services/casino-context.ts';

/** GET /api/casino/categorylist (spec §7) -> data: [{id, name (x-locale), slugList}] in lobby order. */
export function categoryListRoute(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = casinoServices(ctx);
  app.get('/api/casino/categorylist', async (request) => ok(await catalogue.categories(request.locale)));
}
