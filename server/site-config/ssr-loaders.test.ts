import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { REPO, tempDist } from './test-support';

/**
 * docs/architecture.md "Server-rendered pages" (React streaming SSR with the router's data loading): the data of every server-rendered page kind is loaded
 * by its route loaders (src/lib/page-data.ts: the Layout's `layoutData` and the page's `pageData`) before its one
 * render. A page that asks for a query no loader named costs a second render, which the server logs and counts
 * (`missedQueries`): this suite renders each kind, with the URL variants its loader reads, and requires none. It fails
 * when a loader drops a query its page renders with. The streamed HTML holds no script but the JSON blocks and the
 * site's module scripts: React wrote every Suspense boundary in place (no `$RC` mover, no `<template>`), as the CSP
 * (`script-src 'self'`) requires. Needs dist-ssr (`npx vite build --ssr src/entry-server.tsx`).
 */
const SSR_FILE = join(REPO, 'dist-ssr', 'entry-server.js');
const dist = tempDist();
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SSR_FILE)) throw new Error(`${SSR_FILE} is missing: run npm run build first`);
  t = await createTestApp({
    distDir: dist.dir,
    ssrFile: SSR_FILE,
    pageRender: { budgetMs: 60_000, hardLimitMs: 60_000, renderShare: 1 },
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

/** Every page kind of SSR_PAGES (src/entry-server.tsx), with the URL parts their loaders read. */
const PAGES = [
  '/',
  '/casino/slot',
  '/casino/live?sort=name&providers=1,2',
  '/casino/slot?category=7',
  '/casino/slot?search=book',
  '/casino/live?search=roulette',
  '/casino/slot?jackpot=Clover%20Chance',
  '/casino/popular-games',
  '/promotions',
  '/pages',
  '/pages/3',
  '/pages/not-a-page',
];

/** The queries of a page's state block, as their keys' JSON. */
function stateQueries(html: string): string[] {
  const open = '<script type="application/json" id="ssr-state">';
  const from = html.indexOf(open) + open.length;
  const state = JSON.parse(html.slice(from, html.indexOf('</script>', from))) as { queries: { queries: { queryKey: unknown[] }[] } };
  return state.queries.queries.map((query) => JSON.stringify(query.queryKey));
}

describe('server render data loading (route loaders)', () => {
  it.each(PAGES)('%s: the loaders name every query the page renders with (one render, no extra pass)', async (url) => {
    const logged = lines.length;
    for (const language of ['tr', 'en']) {
      const before = t.app.siteConfig.renderStats();
      const page = await t.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example', cookie: `lang=${language}` } });
      const after = t.app.siteConfig.renderStats();
      expect(page.statusCode).toBe(200);
      expect(page.headers['server-timing'], `${url} ${language}`).toMatch(/^ssr;desc="rendered"/);
      expect(after.renders - before.renders).toBe(1);
      expect(after.missedQueries - before.missedQueries, `${url} ${language}: ${lines.slice(logged).join('\n')}`).toBe(0);
      // The Layout's queries are there on every page (the layout route's loader).
      expect(stateQueries(page.body)).toEqual(expect.arrayContaining(['["cms","siteoptionlist"]', '["cms","domainstatus"]']));
    }
    expect(lines.slice(logged).filter((line) => line.includes('did not name'))).toEqual([]);
  });

  it('loads what the URL asks for: the lobby\'s lookup, the content page of its id, the home rows of the categories', async () => {
    const queries = async (url: string) => stateQueries((await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}q=data`, headers: { host: 'altinbet.example' } })).body);
    expect(await queries('/casino/live?sort=name&providers=1,2')).toContain('["casino","games",{"systemCategory":"live","sort":"name","providers":[1,2]}]');
    expect(await queries('/casino/slot?search=book')).toContain('["casino","games",{"live":false,"search":"book"}]');
    expect(await queries('/pages/3')).toContain('["cms","content","tr",3]');
    expect((await queries('/pages/not-a-page')).some((key) => key.startsWith('["cms","content"'))).toBe(false);
    const home = await queries('/');
    expect(home).toEqual(expect.arrayContaining(['["cms","sliderlist","tr","home"]', '["casino","jackpots","egtjackpot"]']));
    expect(home.filter((key) => key.startsWith('["casino","games"')).length).toBeGreaterThan(0);
  });

  it('streams HTML with no inline script: every Suspense boundary written in place, only the JSON blocks and module scripts', async () => {
    for (const url of PAGES) {
      const page = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}q=scripts`, headers: { host: 'altinbet.example' } });
      expect(page.body, url).toContain('id="ssr-state"');
      const root = page.body.slice(page.body.indexOf('<div id="root">'));
      // React's out-of-order completion would put `<template>`s and `<script>$RC(...)` / `$RS` movers here.
      expect(root, url).not.toMatch(/<template|\$RC\(|\$RS\(|\$RX\(|<!--\$\?-->/);
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of scripts) {
        const allowed = attrs.includes('type="application/json"') || (attrs.includes('type="module"') && /\bsrc="/.test(attrs));
        expect(allowed, `${url}: <script${attrs}>`).toBe(true);
      }
      expect(scripts.filter((attrs) => attrs.includes('id="ssr-state"')).length, url).toBe(1);
    }
  });
});
