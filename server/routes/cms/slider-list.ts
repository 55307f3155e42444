import type { FastifyInstance } from 'fastify';
import { cmsSliderList } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { audienceOf } from '../../http/request-brand.ts';

/** POST /api/cms/sliderlist {slug} (docs/product.md §7) -> data: [{images: [default, ≥992, ≥1200], url}] in display order, for the request's brand and x-locale (docs/brands.md). */
export function sliderListRoute(app: FastifyInstance): void {
  route(app, cmsSliderList, {}, async (request) => ok(await app.cms.content.slides(request.body.slug, audienceOf(request))));
}
