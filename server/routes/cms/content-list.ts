import type { FastifyInstance } from 'fastify';
import { cmsContentlist } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { audienceOf } from '../../http/request-brand.ts';

/** GET /api/cms/contentlist -> data: [{id, title, categoryId}] of every published page (the /pages list), x-locale and brand. */
export function contentListRoute(app: FastifyInstance): void {
  route(app, cmsContentlist, {}, async (request) => ok(await app.cms.content.contents(audienceOf(request))));
}
