import type { FastifyInstance } from 'fastify';
import { cmsTranslationList } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/** GET /api/cms/translationlist (docs/product.md §7) -> data: [{key, value}] in x-locale (or ?locale=tr|en). */
export function translationListRoute(app: FastifyInstance): void {
  route(app, cmsTranslationList, {}, async (request) => ok(await app.cms.translations(request.query.locale ?? request.locale)));
}
