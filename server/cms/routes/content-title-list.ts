import type { FastifyInstance } from 'fastify';
import { cmsContentTitleList } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';

/**
 * POST /api/cms/contenttitlelist {status?: true, categoryId} (docs/product.md §7; the footer asks for categoryId 2)
 * -> data: [{id, title}] in display order, title in x-locale (else the default language), for the request's brand.
 */
export function contentTitleListRoute(app: FastifyInstance): void {
  route(app, cmsContentTitleList, {}, async (request) => {
    const { categoryId, status = true } = request.body;
    return ok(await app.cms.content.contentTitles(categoryId, status, audienceOf(request)));
  });
}
