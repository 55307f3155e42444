import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { concreteUrl, injectRoute, routeCatalogue } from '@server/test/route-catalogue';
import type { CatalogueRoute } from '@server/test/route-catalogue';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { call, createTestApp } from '@server/test/test-app';
import { operatorAuth, operatorInject } from '@server/test/operator-helpers';
import type { TestApp } from '@server/test/test-app';

/**
 * Authentication checked over EVERY route registered by ROUTES (docs/product.md §4 Unauthorised reply, §7 envelope),
 * so a call added later is covered without being listed here.
 */
let t: TestApp;
let routes: CatalogueRoute[];

/** /api calls a visitor may make (health: the load balancer's probe, deliberately public); every other /api call must demand a session. */
const PUBLIC_API =
  /^\/api\/(auth\/|cms\/|test\/|operator\/|csp-report$|health(\/live|\/ready)?$|casino\/(games|categorylist|providerlist|egtjackpot|jackpotcards|eqyptquest|funlaunchurl|gameinfo)$|bonus\/trialbonusamount$)/;
const EN_UNAUTHORIZED = { success: false, message: 'Your session has expired. Please log in again.', data: null };

beforeAll(async () => {
  t = await createTestApp();
  routes = routeCatalogue(t.app);
});
afterAll(() => t.close());

const inject = (route: CatalogueRoute, headers: Record<string, string>, payload?: string) =>
  injectRoute(t.app, route, headers, payload);

const api = () => routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS');

describe('authentication on every route', () => {
  it('finds the routes (the catalogue is not empty)', () => {
    expect(api().length).toBeGreaterThan(40);
    expect(api().filter((r) => r.requiresAuth).length).toBeGreaterThan(15);
  });

  it('every /api call outside the public list requires a session', () => {
    const open = api().filter((r) => !r.requiresAuth && !PUBLIC_API.test(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual([]);
  });

  it('answers 401 with the envelope without a token, with a bogus, a logged-out and an idle-expired token', async () => {
    const revoked = await registerPlayer(t.app);
    await call(t.app, 'GET', '/api/auth/logout', { token: revoked.token });
    const idle = await registerPlayer(t.app);
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE player_id = $1", [idle.id]);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.requiresAuth)) {
      const body = route.method === 'POST' ? JSON.stringify(SAMPLE_BODIES[route.url] ?? {}) : undefined;
      const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      const auths: Record<string, string>[] = [
        {},
        { authorization: 'Bearer bogus-token' },
        { authorization: `Bearer ${revoked.token}` },
        { authorization: `Bearer ${idle.token}` },
      ];
      for (const auth of auths) {
        const r = await inject(route, { ...json, ...auth }, body);
        if (r.statusCode !== 401 || JSON.stringify(r.json()) !== JSON.stringify(EN_UNAUTHORIZED)) {
          failures.push(`${route.method} ${route.url} ${JSON.stringify(auth)} -> ${r.statusCode} ${r.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401, not a body error, to a visitor sending a broken or empty body', async () => {
    for (const route of routes.filter((r) => r.requiresAuth && r.method === 'POST')) {
      const bad = await inject(route, { 'content-type': 'application/json' }, '{"oldPassword": ');
      expect(bad.statusCode, route.url).toBe(401);
      const empty = await inject(route, {}, undefined);
      expect(empty.statusCode, route.url).toBe(401);
    }
  });

  it('the 401 message follows x-locale', async () => {
    const route = routes.find((r) => r.requiresAuth)!;
    const tr = await inject(route, { 'x-locale': 'tr' });
    expect(tr.json()).toEqual({ success: false, message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.', data: null });
  });
});

describe('test-only calls in production mode', () => {
  it('are not registered at all: no outbox, no forced notifications, codes or settlements', async () => {
    const production = await createTestApp({ mode: 'production' });
    try {
      const testRoutes = routeCatalogue(production.app).filter((r) => r.url.startsWith('/api/test/'));
      expect(testRoutes).toEqual([]);
      for (const route of routes.filter((r) => r.url.startsWith('/api/test/'))) {
        const r = await production.app.inject({ method: route.method as 'GET' | 'POST', url: `${route.url}?username=demouser`, payload: route.method === 'POST' ? {} : undefined });
        expect(r.statusCode, route.url).toBe(404);
      }
      expect(routes.filter((r) => r.url.startsWith('/api/test/')).length).toBeGreaterThan(2);
    } finally {
      await production.close();
    }
  });
});

describe('the operator API (/api/operator/*)', () => {
  const operatorRoutes = () => routes.filter((r) => r.url.startsWith('/api/operator/'));
  const hit = (app: TestApp['app'], route: CatalogueRoute, headers: Record<string, string> = {}, through: 'public' | 'operator' = 'operator') => {
    const options = { method: route.method as 'GET' | 'POST', url: concreteUrl(route.url), headers, ...(route.method === 'POST' ? { payload: {} } : {}) };
    return through === 'public' ? app.inject(options) : operatorInject(app, options);
  };

  it('is not served on the public port, whoever asks: every operator route is a 404 there (docs/operators.md "The operator listener")', async () => {
    const admin = await operatorAuth(t.db);
    expect(operatorRoutes().length).toBeGreaterThanOrEqual(4);
    for (const route of operatorRoutes()) {
      expect((await hit(t.app, route, admin, 'public')).statusCode, route.url).toBe(404);
      expect((await hit(t.app, route, { ...admin, 'x-forwarded-for': '203.0.113.9' }, 'public')).statusCode, route.url).toBe(404);
    }
  });

  it('on the operator listener needs a signed-in operator on every route; the old shared headers open nothing', async () => {
    const admin = await operatorAuth(t.db);
    for (const route of operatorRoutes()) {
      expect((await hit(t.app, route)).statusCode, route.url).toBe(401);
      expect((await hit(t.app, route, { 'x-operator-name': 'ayse.ops', 'x-operator-token': 'op-secret-123' })).statusCode, route.url).toBe(401);
      expect([401, 403]).not.toContain((await hit(t.app, route, admin)).statusCode);
    }
  });
});
