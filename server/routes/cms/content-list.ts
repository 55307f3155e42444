import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ContentList } from '../../../contracts/types/cms/content-list.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/cms/contentlist -> data: [{id, title, categoryId}] of every published page (the /pages list), x-locale. */
export function contentListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/contentlist', async (request) => {
    const data: ContentList = await ctx.cms.content.contents(request.locale);
    return ok(data);
  });
}
