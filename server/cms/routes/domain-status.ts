import type { FastifyInstance } from 'fastify';
import { cmsDomainstatus } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { brandOf } from '@server/http/request-brand';
import { route } from '@server/http/route';

/**
 * GET /api/cms/domainstatus (docs/product.md §7, §3 Settings) -> data: {domains: {current, next|null}} of the request's
 * brand (by host name; docs/brands.md): its cms_domains row, else its config defaultDomain.
 */
export function domainStatusRoute(app: FastifyInstance): void {
  route(app, cmsDomainstatus, {}, async (request) => {
    const configDomain = app.hasDecorator('siteConfig') ? app.siteConfig.forRequest(request).site.defaultDomain : undefined;
    return ok(await app.cms.content.domainStatus(brandOf(request), configDomain));
  });
}
