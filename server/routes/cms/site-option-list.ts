import type { FastifyInstance } from 'fastify';
import { cmsSiteOptionList } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/**
 * POST /api/cms/siteoptionlist (docs/product.md §7; body none or {keys?}) -> data: [{key, value, status}] of the public
 * site options (support links, live chat, social links, default domain).
 */
export function siteOptionListRoute(app: FastifyInstance): void {
  route(app, cmsSiteOptionList, {}, async (request) => ok(await app.cms.siteOptions(request.body?.keys)));
}
