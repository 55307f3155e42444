import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { BuildAppOptions } from './app';
import { readConfig } from './config';
import type { Db } from './db/db';
import { demoAdapters } from './demo-adapters';
import { concreteUrl, routeCatalogue } from './test/route-catalogue';
import type { CatalogueRoute } from './test/route-catalogue';
import { createTestDb } from './test/test-app';

/**
 * Demo mode is not an open door. Default listen address by mode, the loopback gate of the test
 * helpers in demo mode (socket address, not X-Forwarded-For), and production registering no demo or test route.
 */
let db: Db;
let testModeRoutes: CatalogueRoute[];
const apps: FastifyInstance[] = [];

async function app(options: Partial<BuildAppOptions>): Promise<FastifyInstance> {
  const built = await buildApp({ mode: 'demo', distDir: '/nonexistent-dist', logger: false, ...options, db });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  db = await createTestDb();
  testModeRoutes = routeCatalogue(await app({ mode: 'test' }));
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await db.close();
});

const isTestRoute = (r: CatalogueRoute) => r.url.startsWith('/api/test/');
/** The seeded CMS banner art (static images the seeded content points at in every mode) is content, not a demo adapter. */
const isDemoRoute = (r: CatalogueRoute) => r.url.startsWith('/demo/') && !r.url.startsWith('/demo/cms/banners/');

function hit(target: FastifyInstance, route: CatalogueRoute, remoteAddress: string, headers: Record<string, string> = {}) {
  return target.inject({
    method: route.method as 'GET' | 'POST',
    url: concreteUrl(route.url, 'demouser'),
    remoteAddress,
    headers: { 'x-locale': 'en', 'content-type': 'application/json', ...headers },
    ...(route.method === 'POST' ? { payload: '{}' } : {}),
  });
}

/** A SECRETS_KEY for the production configs (readConfig refuses production without one). */
const KEY = Buffer.alloc(32, 1).toString('base64');

describe('listen address', () => {
  it('demo and test mode listen on loopback unless HOST is set; production on every interface', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ SERVER_MODE: 'test' }).host).toBe('127.0.0.1');
    expect(readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('test helpers in demo mode', () => {
  it('the catalogue has the helpers this suite guards (outbox, clock, notify, expire codes, sportsbook settle)', () => {
    expect(testModeRoutes.filter(isTestRoute).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/test/outbox', '/api/test/clock', '/api/test/notify', '/api/test/expirecodes', '/api/test/sportsbook/settle']),
    );
  });

  it('refuse a caller whose socket is not loopback, and a loopback socket carrying X-Forwarded-For', async () => {
    const demo = await app({ mode: 'demo' });
    for (const route of testModeRoutes.filter(isTestRoute).filter((r) => r.url !== '/api/test/sessions')) {
      const remote = await hit(demo, route, '203.0.113.7');
      expect(remote.statusCode, `${route.url} from afar`).toBe(403);
      expect(remote.json()).toEqual({ success: false, message: 'Test helpers answer only direct calls from the server machine in demo mode.', data: null });
      const encoded = await demo.inject({ method: route.method as 'GET' | 'POST', url: concreteUrl(route.url, 'demouser').replace('/api/test/', '/%61pi/%74est/'), remoteAddress: '203.0.113.7' });
      expect(encoded.statusCode, `${route.url} percent-encoded from afar`).toBe(403);
      const forwarded = await hit(demo, route, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(forwarded.statusCode, `${route.url} forwarded`).toBe(403);
      const local = await hit(demo, route, '127.0.0.1');
      expect(local.statusCode, `${route.url} local`).not.toBe(403);
      expect(local.statusCode, `${route.url} local`).not.toBe(404);
    }
  });

  it('the outbox gives a remote caller no reset code even with a spoofed X-Forwarded-For when the proxy is trusted', async () => {
    const behindProxy = await app({ mode: 'demo', trustProxy: true });
    const spoofed = await behindProxy.inject({ method: 'GET', url: '/api/test/outbox?username=demouser', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(404);
    // Demo mode behind a proxy has no helpers at all unless DEMO_TEST_ROUTES=on, and then still loopback-only.
    const optedIn = await app({ mode: 'demo', trustProxy: true, demoTestRoutes: true });
    const remote = await optedIn.inject({ method: 'GET', url: '/api/test/outbox?username=demouser', remoteAddress: '198.51.100.2', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.statusCode).toBe(403);
  });

  it('stay open in test mode (the suites and the browser journeys use them)', async () => {
    const testMode = apps[0];
    const r = await testMode.inject({ method: 'GET', url: '/api/test/outbox?username=demouser', remoteAddress: '203.0.113.7' });
    expect(r.statusCode).toBe(200);
  });
});

describe('production', () => {
  it('registers no demo page and no test helper', async () => {
    const production = await app({ mode: 'production' });
    const registered = routeCatalogue(production);
    expect(registered.filter((r) => isTestRoute(r) || isDemoRoute(r))).toEqual([]);
    // And the real app answers none of the ones test mode has.
    const gone = testModeRoutes.filter((r) => isTestRoute(r) || isDemoRoute(r));
    expect(gone.length).toBeGreaterThan(10);
    for (const route of gone) {
      const r = await hit(production, route, '127.0.0.1');
      expect(r.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('names every adapter that is still a demo one', async () => {
    const production = await app({ mode: 'production' });
    const lines = await demoAdapters(production);
    for (const adapter of ['payments', 'game providers', 'SMS / e-mail sender', 'sportsbooks', 'live chat', 'national self-exclusion register']) {
      expect(lines.some((line) => line.startsWith(`${adapter}:`)), adapter).toBe(true);
    }
  });
});
