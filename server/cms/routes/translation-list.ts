import type { FastifyInstance } from 'fastify';
import { cmsTranslationList } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { parseLocale } from '@server/i18n/locale';

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
