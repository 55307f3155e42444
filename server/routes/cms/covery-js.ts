import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { CoveryJs } from '../../../contracts/types/cms/covery-js.ts';
import { ok } from '../../http/envelope.ts';

/**
 * GET /api/cms/coveryjs (spec §7, shape not shown) -> data: {enabled, scriptUrl|null, projectKey|null}, the
 * Covery device-fingerprint script config (schemas/api/cms/covery-js.json). Off in the seeded data.
 */
export function coveryJsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/coveryjs', async () => {
    const data: CoveryJs = await ctx.cms.content.coveryJs();
    return ok(data);
  });
}
