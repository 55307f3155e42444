import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@server/http/security-headers';
import { headerProblem } from '@server/test/fuzz-checks';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { injectRoute, routeCatalogue } from '@server/test/route-catalogue';
import type { CatalogueRoute } from '@server/test/route-catalogue';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { operatorAuth } from '@server/test/operator-helpers';
import { call, createTestApp } from '@server/test/test-app';
import { buildSnapshot } from '@server/site-config/load';
import { renderIndexHtml } from '@server/site-config/render';
import type { TestApp } from '@server/test/test-app';

/**
 * Cross-cutting rules checked over EVERY route registered by ROUTES (docs/product.md §5/§7 validation messages in tr/en,
 * Security headers, no inline script), so a call added later is covered without being listed.
 */
let t: TestApp;
let routes: CatalogueRoute[];
let player: TestPlayer;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  routes = routeCatalogue(t.app);
  player = await registerPlayer(t.app);
  admin = await operatorAuth(t.db);
});
afterAll(() => t.close());

/** The route with `headers`; an operator route signed in as the demo admin instead of the player (server/http/operator-guard.ts). */
const inject = (route: CatalogueRoute, headers: Record<string, string>, payload?: string) =>
  injectRoute(t.app, route, route.url.startsWith('/api/operator/') && headers.authorization?.startsWith('Bearer ') ? { ...headers, ...admin } : headers, payload);

describe('request bodies on every POST call', () => {
  it('a body that is not JSON gets 400 saying so, in the request locale', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'POST' && r.url.startsWith('/api/'))) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${player.token}` };
      const en = await inject(route, headers, '{"skip": 0,');
      const tr = await inject(route, { ...headers, 'x-locale': 'tr' }, '{"skip": 0,');
      const ok =
        en.statusCode === 400 &&
        en.json().message === 'The request body is not valid JSON.' &&
        tr.json().message === 'İstek gövdesi geçerli bir JSON değil.';
      if (!ok) failures.push(`${route.url} -> ${en.statusCode} ${en.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('validation errors name the field and differ between tr and en', async () => {
    const checked: string[] = [];
    for (const route of routes.filter((r) => r.method === 'POST' && r.url.startsWith('/api/'))) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${player.token}` };
      const en = await inject(route, headers, '{}');
      if (en.statusCode !== 400) continue;
      const tr = await inject(route, { ...headers, 'x-locale': 'tr' }, '{}');
      expect(tr.statusCode, route.url).toBe(400);
      const [enMessage, trMessage] = [en.json().message as string, tr.json().message as string];
      expect(enMessage.length, route.url).toBeGreaterThan(3);
      expect(trMessage, route.url).not.toBe(enMessage);
      checked.push(route.url);
    }
    // Calls with required fields, each refusing {} in words that differ by language.
    expect(checked).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/customer/changepassword', '/api/payment/detail', '/api/casino/togglefavorite']));
    const login = await call(t.app, 'POST', '/api/auth/login', { body: {}, locale: 'en' });
    expect(login.body.message).toBe('Username is required.');
  });
});

describe('security headers on every reply', () => {
  const check = (r: LightMyRequestResponse, url: string, what: string) => expect(headerProblem(url, r), what).toBeNull();

  it('CSP forbids eval and inline script', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline'[^;]*script|default-src[^;]*unsafe/);
  });

  it('are on every route, and no HTML page carries an inline script or handler', async () => {
    for (const route of routes.filter((r) => r.method !== 'OPTIONS')) {
      const r = await inject(route, { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' }, route.method === 'POST' ? '{}' : undefined);
      check(r, route.url, `${route.method} ${route.url}`);
      if (String(r.headers['content-type']).startsWith('text/html')) {
        const inline = [...r.body.matchAll(/<script\b([^>]*)>/gi)].filter((m) => !/\bsrc=/.test(m[1]));
        expect(inline, route.url).toEqual([]);
        expect(r.body, route.url).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
      }
    }
  });

  it('the demo provider pages a player is sent to carry no inline script either', async () => {
    // A player of its own: the sweeps above call auth/logout with the shared player's token.
    const fresh = await registerPlayer(t.app);
    const token = fresh.token;
    const launch = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token, body: SAMPLE_BODIES['/api/casino/pragmaticlaunchurl'] });
    const deposit = await call(t.app, 'POST', '/api/payment/deposit', { token, body: SAMPLE_BODIES['/api/payment/deposit'] });
    const session = (await call(t.app, 'GET', '/api/user/balance', { token })).status;
    expect(session).toBe(200);
    const pages = [launch.body.data, deposit.body.data, '/demo/sportsbook/fcg', '/demo/sportsbook/betco'] as string[];
    for (const url of pages) {
      expect(url, JSON.stringify(pages)).toMatch(/^(https?:\/\/[^/]+)?\/demo\//);
      const r = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      check(r, url.replace(/^https?:\/\/[^/]+/, ''), url);
      expect([...r.body.matchAll(/<script\b([^>]*)>/gi)].filter((m) => !/\bsrc=/.test(m[1])), url).toEqual([]);
      expect(r.body, url).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    }
  });

  it('the site page (index.html as the server renders it for each brand) has no inline script, so it runs under this CSP', async () => {
    const template = await readFile(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const { snapshot } = buildSnapshot(join(import.meta.dirname, '..', '..'));
    for (const brand of snapshot.brands.values()) {
      const html = renderIndexHtml(template, brand, snapshot.configVersion);
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      // The boot data is a JSON data block (type="application/json"): the browser never runs it (docs/brands.md "Boot data and first paint").
      expect(scripts.filter((m) => !/\bsrc=/.test(m[1]) && !/\btype="application\/json"/.test(m[1]))).toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    }
  });
});
