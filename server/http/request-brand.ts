import type { FastifyRequest } from 'fastify';

/**
 * The brand (config/brands/<name> folder name) a request is served as, for brand-scoped content such as the CMS
 * rows (docs/brands.md): the brand app.siteConfig picks by host name (server/site-config/load.ts brandForHost).
 * An app built without the site config (a bare route-test app) serves every request as the brand `fallback`.
 */
export function brandOf(request: FastifyRequest, fallback = 'default'): string {
  const app = request.server;
  return app.hasDecorator('siteConfig') ? app.siteConfig.forRequest(request).name : fallback;
}

/** The CMS audience of a request: its language (x-locale) and brand (docs/brands.md). */
export function audienceOf(request: FastifyRequest): { language: string; brand: string } {
  return { language: request.locale, brand: brandOf(request) };
}
