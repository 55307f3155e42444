import type { FastifyInstance } from 'fastify';
import { cmsSliderList } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';

/** POST /api/cms/sliderlist {slug} (docs/product.md §7) -> data: [{images: [default, ≥992, ≥1200], url}] in display order, for the request's brand and x-locale (docs/brands.md). */
export function sliderListRoute(app: FastifyInstance): void {
  route(app, cmsSliderList, {}, async (request) => ok(await app.cms.content.slides(request.body.slug, audienceOf(request))));
}
