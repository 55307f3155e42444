import type { FastifyInstance } from 'fastify';
import { BANNER_ART, BANNER_WIDTHS } from '@server/db/seed-data/cms-banners';
import { bannerSvg } from '@server/cms/banner-art';

/**
 * GET /demo/cms/banners/{id}-{width}.svg: the seeded banner and popup art (widths 640, 992, 1200). Images,
 * not API calls, so a plain 404 for unknown names. Cached for an hour like other static files.
 */
export function bannerArtRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/demo/cms/banners/:file', async (request, reply) => {
    const match = /^([a-z0-9]+)-(\d+)\.svg$/.exec(request.params.file);
    const art = match ? BANNER_ART.find((a) => a.id === match[1]) : undefined;
    const width = match ? Number(match[2]) : 0;
    if (!art || !(BANNER_WIDTHS as readonly number[]).includes(width)) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(bannerSvg(art, width));
  });
}
