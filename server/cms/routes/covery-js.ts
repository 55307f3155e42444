import type { FastifyInstance } from 'fastify';
import { cmsCoveryjs } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * GET /api/cms/coveryjs (docs/product.md §7, shape not shown) -> data: {enabled, scriptUrl|null, projectKey|null}, the
 * Covery device-fingerprint script config (schemas/api/cms/covery-js.json). Off in the seeded data.
 */
export function coveryJsRoute(app: FastifyInstance): void {
  route(app, cmsCoveryjs, {}, async () => ok(await app.cms.content.coveryJs()));
}
