import type { FastifyInstance } from 'fastify';
import { cmsTranslationList } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { parseLocale } from '../../i18n/locale.ts';

/**
 * GET /api/cms/translationlist (docs/product.md §7) -> data: [{key, value}] in x-locale, or in ?locale=<code> (read
 * like x-locale: an offered language, else the default).
 */
export function translationListRoute(app: FastifyInstance): void {
  route(app, cmsTranslationList, {}, async (request) => {
    const { locale } = request.query;
    return ok(await app.cms.translations(locale === undefined ? request.locale : parseLocale(locale)));
  });
}
