import type { FastifyInstance } from 'fastify';
import { cmsLanguagelist } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { languageConfig } from '../../i18n/languages.ts';

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
