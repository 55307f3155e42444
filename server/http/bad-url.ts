import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { ApiFailure } from './envelope';

/**
 * URLs the router cannot take, answered like any other refused request (docs/input-hardening.md). Fastify answers a
 * path that does not percent-decode (`/api/cms/content/%E0%A4%A`, `%ED%A0%80`) or a path parameter longer than
 * maxParamLength itself, before any hook runs: without the envelope, the locale or the security headers.
 * rewriteBadUrl (Fastify's rewriteUrl option) sends such requests to BAD_URL_PATH instead, a normal route, so
 * every hook (security headers included, however they are installed) and the error handler see them.
 */
export const BAD_URL_PATH = '/__bad-url';
/** Longest path segment (characters, percent-escapes included) routed: ids, codes and file names are far shorter. */
export const MAX_URL_SEGMENT = 200;
/** Longest whole path routed; also Fastify's maxParamLength, so the router never refuses what passes here. */
export const MAX_URL_PATH = 2048;

/** Fastify rewriteUrl: the URL unchanged, or BAD_URL_PATH/400 (undecodable) or /414 (too long). */
export function rewriteBadUrl(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Every call passes here: the common short, unescaped path costs two length checks and one scan.
  if (path.length > MAX_URL_SEGMENT && (path.length > MAX_URL_PATH || path.split('/').some((segment) => segment.length > MAX_URL_SEGMENT))) {
    return `${BAD_URL_PATH}/414`;
  }
  if (path.includes('%')) {
    try {
      decodeURIComponent(path);
    } catch {
      return `${BAD_URL_PATH}/400`;
    }
  }
  return url;
}

/** The route rewriteBadUrl points at: 400 'common.badUrl' or 414 'common.urlTooLong', any method. */
export function registerBadUrlRoute(app: FastifyInstance): void {
  app.all<{ Params: { status: string } }>(`${BAD_URL_PATH}/:status`, async (request) => {
    if (request.params.status === '414') throw new ApiFailure(414, 'common.urlTooLong');
    throw new ApiFailure(400, 'common.badUrl');
  });
}
