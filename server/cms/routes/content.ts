import type { FastifyInstance } from 'fastify';
import { cmsContent } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';

/** POST /api/cms/content {id} -> data: {id, title, html, updatedAt} in x-locale, else the default language (/pages/{id}); 404 if unknown, unpublished or of another brand. */
export function contentRoute(app: FastifyInstance): void {
  route(app, cmsContent, {}, async (request) => {
    const data = await app.cms.content.content(request.body.id, audienceOf(request));
    if (!data) throw new ApiFailure(404, 'common.notFound');
    return ok(data);
  });
}
