import type { FastifyInstance } from 'fastify';
import { casinoCategorylist } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/** GET /api/casino/categorylist (docs/product.md §7) -> data: [{id, name (x-locale), slugList}] in lobby order. */
export function categoryListRoute(app: FastifyInstance): void {
  route(app, casinoCategorylist, {}, async (request) => ok(await app.casino.catalogue.categories(request.locale)));
}
