import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TranslationList } from '../../../contracts/types/cms/translation-list.ts';
import type { TranslationListQuery } from '../../../contracts/types/cms/translation-list.query.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/cms/translationlist (spec §7) -> data: [{key, value}] in x-locale (or ?locale=tr|en). */
export function translationListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: TranslationListQuery }>(
    '/api/cms/translationlist',
    { schema: { querystring: ctx.schemas.get('cms/translation-list.query') } },
    async (request) => {
      const data: TranslationList = await ctx.cms.translations(request.query.locale ?? request.locale);
      return ok(data);
    },
  );
}
