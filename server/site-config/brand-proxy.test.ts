import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { registerPlayer } from '@server/test/account-helpers';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import type { PageRenderOptions } from './ssr';
import { REPO, tempDist } from './test-support';

/**
 * docs/brands.md "How the brand of a request is picked", "The brand's origin": behind any proxy, a page, its server
 * render's own API calls and its cache key are one brand decision, and the absolute URLs the server hands out (the
 * payment page, a game's lobby link) start with the brand's configured origin, never with a request header.
 * A proxy that rewrites Host (nginx's default `proxy_set_header Host $proxy_host`) sends its upstream's name there and
 * the visitor's in X-Forwarded-Host.
 */
const SSR_FILE = join(REPO, 'dist-ssr', 'entry-server.js');
const UNHURRIED: Partial<PageRenderOptions> = { budgetMs: 60_000, hardLimitMs: 60_000, renderShare: 1 };
const dist = tempDist();
let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  if (!existsSync(SSR_FILE)) throw new Error(`${SSR_FILE} is missing: run npm run build first`);
  proxied = await createTestApp({ distDir: dist.dir, ssrFile: SSR_FILE, pageRender: UNHURRIED, trustProxy: true });
  direct = await createTestApp({ db: proxied.db, distDir: dist.dir, ssrFile: SSR_FILE, pageRender: UNHURRIED });
  await proxied.db.query(`INSERT INTO cms_promotions (id, sort_order, status, image, brand) VALUES (9401, 0, true, '/m.svg', 'marmara'), (9402, 0, true, '/d.svg', 'default')`);
  await proxied.db.query(
    `INSERT INTO cms_promotion_texts (promotion_id, language, title, description_html) VALUES (9401, 'tr', 'Yalnız Marmara', ''), (9402, 'tr', 'Yalnız AltınBet', '')`,
  );
});
afterAll(async () => {
  await direct?.app.close();
  await proxied?.close();
  dist.remove();
});

/** The markup inside #root of a rendered page. */
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('the server render behind a proxy', () => {
  it('TRUST_PROXY, Host rewritten by the proxy: theme, API content and cache entry are all X-Forwarded-Host\'s brand', async () => {
    const page = await proxied.app.inject({ method: 'GET', url: '/promotions?proxy=1', headers: { host: 'upstream:3000', 'x-forwarded-host': 'marmarabet.example' } });
    expect(page.body).toContain('/brand-assets/marmara/');
    expect(root(page.body)).toContain('Yalnız Marmara');
    expect(root(page.body)).not.toContain('Yalnız AltınBet');
    // The kept page is the same decision's: a default-brand visitor of the same URL gets its own render and content.
    const other = await proxied.app.inject({ method: 'GET', url: '/promotions?proxy=1', headers: { host: 'upstream:3000', 'x-forwarded-host': 'altinbet.example' } });
    expect(root(other.body)).toContain('Yalnız AltınBet');
    expect(root(other.body)).not.toContain('Yalnız Marmara');
    const again = await proxied.app.inject({ method: 'GET', url: '/promotions?proxy=1', headers: { host: 'upstream:3000', 'x-forwarded-host': 'marmarabet.example' } });
    expect(again.headers['server-timing']).toBe('ssr;desc="hit"');
    expect(root(again.body)).toContain('Yalnız Marmara');
  });

  it('without TRUST_PROXY a conflicting X-Forwarded-Host counts for nothing: the page and its content are Host\'s brand', async () => {
    const page = await direct.app.inject({ method: 'GET', url: '/promotions?proxy=2', headers: { host: 'marmarabet.example', 'x-forwarded-host': 'altinbet.example' } });
    expect(page.body).toContain('/brand-assets/marmara/');
    expect(root(page.body)).toContain('Yalnız Marmara');
    expect(root(page.body)).not.toContain('Yalnız AltınBet');
  });

  it('a client cannot pick the brand of an API call with the render\'s own header', async () => {
    const list = await call(direct.app, 'POST', '/api/cms/promotionlist', { locale: 'tr', headers: { host: 'altinbet.example', 'x-render-brand': 'marmara' } });
    const titles = (list.body.data as { title: string }[]).map((p) => p.title);
    expect(titles).toContain('Yalnız AltınBet');
    expect(titles).not.toContain('Yalnız Marmara');
  });
});

describe('absolute URLs from the brand\'s configured origin', () => {
  it('the deposit\'s payment page starts with the brand\'s origin whatever Host or X-Forwarded-Host say', async () => {
    const player = await registerPlayer(proxied.app);
    const deposit = (headers: Record<string, string>) =>
      call(proxied.app, 'POST', '/api/payment/deposit', { token: player.token, body: SAMPLE_BODIES['/api/payment/deposit'], headers });
    const marmara = await deposit({ host: 'upstream:3000', 'x-forwarded-host': 'marmarabet.example', 'x-forwarded-proto': 'http' });
    expect(marmara.status).toBe(200);
    expect(String(marmara.body.data)).toMatch(/^https:\/\/marmarabet\.example\/demo\/pay\//);
    const forged = await deposit({ host: 'evil.example' });
    expect(String(forged.body.data)).toMatch(/^https:\/\/altinbet\.example\/demo\/pay\//);
    // The demo on this machine keeps its own origin (test and demo modes only).
    const local = await deposit({ host: '127.0.0.1:8171' });
    expect(String(local.body.data)).toMatch(/^http:\/\/127\.0\.0\.1:8171\/demo\/pay\//);
  });

  it('a game\'s lobby link keeps the path the site sent on the brand\'s origin', async () => {
    const player = await registerPlayer(proxied.app);
    const launch = vi.spyOn(proxied.app.casino.providers.egt, 'launch');
    const reply = await call(proxied.app, 'POST', '/api/casino/egtlaunchurl', {
      token: player.token,
      headers: { host: 'evil.example', 'x-forwarded-host': 'marmarabet.example' },
      body: { platform: 1, gameCode: 'egt-001', language: 'en', lobbyUrl: 'https://evil.example/casino/slot?x=1' },
    });
    expect(reply.status).toBe(200);
    expect(launch.mock.calls.at(-1)?.[0].lobbyUrl).toBe('https://marmarabet.example/casino/slot?x=1');
    launch.mockRestore();
  });
});
