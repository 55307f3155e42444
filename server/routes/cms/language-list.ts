import type { FastifyInstance } from 'fastify';
import { cmsLanguagelist } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/** GET /api/cms/languagelist (docs/product.md §7) -> data: [{locale, name, isDefault}], tr (default) first. */
export function languageListRoute(app: FastifyInstance): void {
  route(app, cmsLanguagelist, {}, async () => ok(await app.cms.languages()));
}
