import type { FastifyInstance } from 'fastify';
import { cmsContentlist } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';

/** GET /api/cms/contentlist -> data: [{id, title, categoryId}] of every published page (the /pages list), x-locale and brand. */
export function contentListRoute(app: FastifyInstance): void {
  route(app, cmsContentlist, {}, async (request) => ok(await app.cms.content.contents(audienceOf(request))));
}
