import type { FastifyInstance } from 'fastify';
import { cmsDomainstatus } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/** GET /api/cms/domainstatus (docs/product.md §7, §3 Settings) -> data: {domains: {current, next|null}}. */
export function domainStatusRoute(app: FastifyInstance): void {
  route(app, cmsDomainstatus, {}, async () => ok(await app.cms.content.domainStatus()));
}
