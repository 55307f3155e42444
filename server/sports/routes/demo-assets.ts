import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '@server/http/envelope';
import { allowAnyOrigin } from '@server/http/demo-cors';

const ASSETS_DIR = join(import.meta.dirname, '..', 'providers', 'demo-page');
/** The only files served: the page's modules and style (never the .ts next to them). */
const ASSETS: Record<string, string> = {
  'main.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'bridge.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'events-view.js': 'text/javascript; charset=utf-8',
  'bets-view.js': 'text/javascript; charset=utf-8',
  'slip.js': 'text/javascript; charset=utf-8',
  'texts.js': 'text/javascript; charset=utf-8',
  'sportsbook.css': 'text/css; charset=utf-8',
};

/**
 * GET /demo/sportsbook/assets/{file}: the demo page's script modules and style sheet. CORS-readable, since
 * module scripts of the sandboxed (opaque-origin) page are fetched in CORS mode.
 */
export function demoAssetsRoute(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  app.get('/demo/sportsbook/assets/:file', { onRequest: allowAnyOrigin }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw new ApiFailure(404, 'common.notFound');
    let body = cache.get(file);
    if (!body) {
      body = await readFile(join(ASSETS_DIR, file));
      cache.set(file, body);
    }
    return reply.header('cache-control', 'no-cache').type(type).send(body);
  });
}
