import type { FastifyInstance } from 'fastify';
import { cmsSiteOptionList } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/cms/siteoptionlist (docs/product.md §7; body none or {keys?}) -> data: [{key, value, status}] of the public
 * site options (support links, live chat, social links, default domain).
 */
export function siteOptionListRoute(app: FastifyInstance): void {
  route(app, cmsSiteOptionList, {}, async (request) => ok(await app.cms.siteOptions(request.body?.keys)));
}
