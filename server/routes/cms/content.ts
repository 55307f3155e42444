import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ContentPage } from '../../../contracts/types/cms/content.ts';
import type { ContentRequest } from '../../../contracts/types/cms/content.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';

/** POST /api/cms/content {id} -> data: {id, title, html, updatedAt} in x-locale (/pages/{id}); 404 if unknown or unpublished. */
export function contentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ContentRequest }>(
    '/api/cms/content',
    { schema: { body: ctx.schemas.get('cms/content.request') } },
    async (request) => {
      const data: ContentPage | null = await ctx.cms.content.content(request.body.id, request.locale);
      if (!data) throw new ApiFailure(404, 'common.notFound');
      return ok(data);
    },
  );
}
