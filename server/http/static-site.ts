import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';

/** Prefixes that never fall back to the site: the API, the hub, the demo providers and hashed assets. */
const NO_FALLBACK = /^\/(api|hub|demo|assets)(\/|$)/;

/**
 * Serves the built site from `distDir` (npm run build) with a history fallback: any GET/HEAD outside
 * /api, /hub, /demo and /assets that is not a file gets index.html, so client routes (docs/product.md §2) load on reload.
 * Hashed files under assets/ are cached for a year; index.html is never cached (it names the current assets).
 * Everything else unknown is a JSON 404 envelope. Text files go out Brotli- or gzip-compressed (prebuilt, see above).
 */
export async function installStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const served = existsSync(distDir);
  if (served) {
    const assetsDir = join(distDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes .br and .gz beside each text asset (scripts/vite-plugins.ts precompress); sent with
      // content-encoding when the browser accepts it, so no request spends CPU on compression.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, sentPath) {
        // With preCompressed the path is the .br/.gz file actually sent; the rules are about the file it stands for.
        const path = sentPath.replace(/\.(br|gz)$/, '');
        res.setHeader('vary', 'accept-encoding');
        if (path.startsWith(assetsDir)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (served && wantsPage && !NO_FALLBACK.test(path) && existsSync(join(distDir, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: translate(request.locale, 'common.notFound'), data: null });
  });
}
