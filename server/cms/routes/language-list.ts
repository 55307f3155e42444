import type { FastifyInstance } from 'fastify';
import { cmsLanguagelist } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { languageConfig } from '@server/i18n/languages';

/**
 * GET /api/cms/languagelist (docs/product.md §7) -> data: [{locale, name, isDefault}] of config/site.json `languages`
 * (the list is config, not a table; docs/operators.md "Adding a language"), the default language first, then in the config's order.
 */
export function languageListRoute(app: FastifyInstance): void {
  route(app, cmsLanguagelist, {}, async () => {
    const { languages, defaultLanguage } = languageConfig();
    const list = languages.map((l) => ({ locale: l.code, name: l.name, isDefault: l.code === defaultLanguage }));
    return ok([...list.filter((l) => l.isDefault), ...list.filter((l) => !l.isDefault)]);
  });
}
