import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ContentTitleList } from '../../../contracts/types/cms/content-title-list.ts';
import type { ContentTitleListRequest } from '../../../contracts/types/cms/content-title-list.request.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/cms/contenttitlelist {status?: true, categoryId} (spec §7; the footer asks for categoryId 2)
 * -> data: [{id, title}] in display order, title in x-locale.
 */
export function contentTitleListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ContentTitleListRequest }>(
    '/api/cms/contenttitlelist',
    { schema: { body: ctx.schemas.get('cms/content-title-list.request') } },
    async (request) => {
      const { categoryId, status = true } = request.body;
      const data: ContentTitleList = await ctx.cms.content.contentTitles(categoryId, status, request.locale);
      return ok(data);
    },
  );
}
