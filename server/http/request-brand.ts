import type { FastifyRequest } from 'fastify';

/**
 * The brand (config/brands/<name> folder name) a request is served as, for brand-scoped content such as the CMS
 * rows of issue 19 item 4. For now every request is the default brand `'default'`; the run-time brand selection by
 * Host header (server/site-config/, issue 19 item 4) re-points this function.
 */
export function brandOf(request: FastifyRequest): string {
  void request;
  return 'default';
}

/** The CMS audience of a request: its language (x-locale) and brand (issue 19 items 4, 5). */
export function audienceOf(request: FastifyRequest): { language: string; brand: string } {
  return { language: request.locale, brand: brandOf(request) };
}
