import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { LanguageList } from '../../../contracts/types/cms/language-list.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/cms/languagelist (spec §7) -> data: [{locale, name, isDefault}], tr (default) first. */
export function languageListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/languagelist', async () => {
    const data: LanguageList = await ctx.cms.languages();
    return ok(data);
  });
}
