import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@server/i18n/messages';
import { SITE_FILE_PREFIXES } from '@server/site-config/files';
import type { Payload } from '@server/site-config/payload';
import { sendPayload } from '@server/site-config/plugin';
import { serverTiming } from '@server/site-config/ssr';

/** Prefixes that never fall back to the site: the API, the hub, the demo providers, hashed assets, brand assets and texts. */
const NO_FALLBACK = new RegExp(`^/(api|hub|demo|assets|${SITE_FILE_PREFIXES.join('|')})(/|$)`);

/**
 * Serves the built site from `distDir` (npm run build) with a history fallback: any GET/HEAD outside
 * /api, /hub, /demo, /assets and the brand files that is not a file gets index.html, so client routes
 * (docs/product.md §2) load on reload. index.html (/, /index.html and the fallback) is the request brand's, rendered
 * by app.siteConfig (server/site-config: boot data, title, first-paint style), `no-cache` with an ETag and
 * `vary: host, accept-encoding`; the template in distDir is never sent as it is.
 * The public pages (server/site-config/ssr.ts) go out server-rendered instead, `no-cache` likewise, with a
 * `Server-Timing: ssr;desc=…` saying whether the page was kept, rendered (and how long that took) or why it is the shell
 * (docs/architecture.md "Server-rendered pages").
 * Hashed files under assets/ are cached for a year.
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
      // index.html is a template with placeholders: the history fallback below answers it per brand.
      index: false,
      allowedPath: (pathName) => !/^\/index\.html(\.(br|gz))?$/.test(pathName),
      setHeaders(res, sentPath) {
        // With preCompressed the path is the .br/.gz file actually sent; the rules are about the file it stands for.
        const path = sentPath.replace(/\.(br|gz)$/, '');
        res.setHeader('vary', 'accept-encoding');
        if (path.startsWith(assetsDir)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  /** The server-rendered page of `request`, or null for the shell; says how in `Server-Timing` (server/site-config/ssr.ts). */
  const renderedOrShell = async (request: FastifyRequest, reply: FastifyReply): Promise<Payload | null> => {
    const rendered = await app.siteConfig.renderedPage(request);
    const timing = serverTiming(rendered);
    if (timing) reply.header('server-timing', timing);
    return rendered.page;
  };
  if (served) {
    // '/' is a folder to @fastify/static (403 without an index); it is the brand's page like any client route.
    app.get('/', async (request, reply) => {
      const page = (await renderedOrShell(request, reply)) ?? app.siteConfig.indexPage(request);
      return page ? sendPayload(request, reply, page, 'no-cache') : reply.callNotFound();
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const fallback = served && wantsPage && !NO_FALLBACK.test(path);
    // Public pages arrive rendered (docs/architecture.md "Server-rendered pages"); the rest, and any page whose render fails, get the client shell.
    const page = fallback ? ((await renderedOrShell(request, reply)) ?? app.siteConfig.indexPage(request)) : null;
    if (page) return sendPayload(request, reply, page, 'no-cache');
    return reply.code(404).send({ success: false, message: translate(request.locale, 'common.notFound'), data: null });
  });
}
