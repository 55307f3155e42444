import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, fastRegistration, type TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import { composePage, pageStartScript, type PageRenderOptions } from './ssr';
import { REPO, tempDist } from './test-support';
import { heard } from '@server/test/heard';
import { until } from '@server/test/until';
import { CATALOGUE_CHANNEL } from '@server/casino/catalogue-cache';

/**
 * docs/architecture.md "Server-rendered pages": the public pages come server-rendered (markup, Emotion styles, the state block, the LCP image with
 * a preload) per brand and language, under the same CSP; rendered pages are kept (one render serves many requests,
 * never anything personal) and dropped on a catalogue change, a config reload and their TTL; renders are bounded (in
 * flight, time budget, share of time) and a refused, slow or failed render sends the client shell (200, logged).
 * Needs the server render's bundle: `npm run build` (or `npx vite build --ssr src/entry-server.tsx`) writes it. The
 * guard's tests use a stand-in bundle whose render takes as long as the URL's `ms` says.
 */
const SSR_FILE = join(REPO, 'dist-ssr', 'entry-server.js');
/** The real bundle's first renders in a fresh process (cold code, a loaded test machine) may take seconds: no time bounds. */
const UNHURRIED: Partial<PageRenderOptions> = { budgetMs: 60_000, hardLimitMs: 60_000, renderShare: 1 };
const dist = tempDist();
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SSR_FILE)) throw new Error(`${SSR_FILE} is missing: run npm run build first`);
  t = await createTestApp({ distDir: dist.dir, ssrFile: SSR_FILE, pageRender: UNHURRIED });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

const get = (url: string, host = 'altinbet.example', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The markup inside #root, and the state block's JSON. */
function parts(html: string): { root: string; state: { language: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } } {
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
  const open = '<script type="application/json" id="ssr-state">';
  const from = html.indexOf(open);
  if (from < 0) throw new Error('no #ssr-state block');
  const state = JSON.parse(html.slice(from + open.length, html.indexOf('</script>', from + open.length))) as ReturnType<typeof parts>['state'];
  return { root, state };
}

async function apiData<T>(url: string, language: string, body?: unknown): Promise<T> {
  const reply = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { host: 'altinbet.example', 'x-locale': language }, payload: body as object });
  return (reply.json() as { data: T }).data;
}

describe('server-rendered public pages', () => {
  it('renders /, /casino/slot, /promotions and /pages/3 with their content, styles, state and LCP image, under the same CSP', async () => {
    const shell = await get('/dashboard');
    const promotions = await apiData<{ title: string; image: string }[]>('cms/promotionlist', 'tr');
    const content = await apiData<{ title: string }>('cms/content', 'tr', { id: 3 });
    const expectations: Record<string, (root: string) => void> = {
      '/': (root) => expect(root).toMatch(/<picture>.*<img [^>]*fetchPriority="high"/),
      '/casino/slot': (root) => expect(root).toContain('data-testid="game-tile"'),
      '/promotions': (root) => {
        expect(root).toContain(promotions[0].title);
        expect(root).toMatch(new RegExp(`<img src="${promotions[0].image}"[^>]*fetchPriority="high"`));
      },
      '/pages/3': (root) => expect(root).toContain(content.title),
    };
    for (const [url, check] of Object.entries(expectations)) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toBe(shell.headers['content-security-policy']);
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
      const { root, state } = parts(page.body);
      check(root);
      expect(root, url).toContain('Giriş Yap');
      expect(page.body, url).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
      expect(state.language).toBe('tr');
      expect(state.queries.queries.length, url).toBeGreaterThan(0);
      // The page is painted from its HTML: the hydrating scripts wait behind its pictures.
      const modules = [...page.body.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
      expect(modules.length, url).toBeGreaterThan(0);
      expect(modules.every((tag) => tag.includes('fetchpriority="low"')), url).toBe(true);
      // No executable inline script: the only inline scripts are the JSON blocks.
      const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.every((attrs) => attrs.includes('type="application/json"')), url).toBe(true);
      if (url !== '/pages/3') {
        const lcp = /<img [^>]*fetchPriority="high"[^>]*>/.exec(root)?.[0] ?? '';
        const src = /src="([^"]+)"/.exec(lcp)?.[1];
        expect(src, url).toBeTruthy();
        expect(page.body, url).toContain(`<link rel="preload" as="image" href="${src}"`);
      }
    }
    // A private page is the client shell, as before: nothing shows before its scripts, which keep their priority.
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).toMatch(/<script type="module"(?![^>]*fetchpriority)[^>]*src=/);
    expect(shell.body).not.toContain('id="ssr-state"');
  });

  it('renders in the lang cookie\'s language and in the brand of the host name', async () => {
    const english = await get('/promotions', 'altinbet.example', { cookie: 'other=1; lang=en' });
    expect(english.body).toContain('<html lang="en"');
    expect(parts(english.body).root).toContain('>Login<');
    expect(parts(english.body).state.language).toBe('en');
    const marmara = await get('/promotions', 'marmarabet.example');
    expect(marmara.body).toContain('/brand-assets/marmara/');
    expect(parts(marmara.body).root).toContain('/brand-assets/marmara/');
    expect(marmara.body).toMatch(/<style data-emotion="css [^"]+">[^<]*#bf4420/i);
    expect(parts((await get('/promotions')).body).root).not.toContain('/brand-assets/marmara/');
  });
});

describe('the cache of rendered pages', () => {
  const stats = () => t.app.siteConfig.renderStats();

  it('serves a kept page again, byte for byte, without a second render; language, brand and URL are their own entries', async () => {
    const before = stats();
    const first = await get('/promotions?cache=1');
    const again = await get('/promotions?cache=1');
    expect(first.body).toContain('id="ssr-state"');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(stats().renders - before.renders).toBe(1);
    expect(stats().hits - before.hits).toBe(1);
    expect(first.headers['server-timing']).toMatch(/^ssr;desc="rendered";dur=\d+\.\d$/);
    expect(again.headers['server-timing']).toBe('ssr;desc="hit"');
    // A browser that has it gets 304 from the kept page's ETag.
    expect((await get('/promotions?cache=1', 'altinbet.example', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    const english = await get('/promotions?cache=1', 'altinbet.example', { cookie: 'lang=en' });
    const marmara = await get('/promotions?cache=1', 'marmarabet.example');
    const otherUrl = await get('/promotions?cache=2');
    expect(parts(english.body).state.language).toBe('en');
    expect(marmara.body).toContain('/brand-assets/marmara/');
    expect(otherUrl.body).not.toBe(first.body);
    expect(stats().renders - before.renders).toBe(4);
    // A language the site does not offer is the default one's entry; www. is the same brand's.
    await get('/promotions?cache=1', 'altinbet.example', { cookie: 'lang=xx' });
    await get('/promotions?cache=1', 'www.altinbet.example');
    expect(stats().renders - before.renders).toBe(4);
  });

  it('gives a player the visitor page: the render sends no credentials or cookies, so no player\'s data is kept or served', async () => {
    const registration = fastRegistration();
    const token = ((await call(t.app, 'POST', '/api/auth/register', { body: registration })).body.data as { token: string }).token;
    const slot = (await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot' }, token })).body.data as CasinoGame[];
    const favourite = slot[0];
    await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: favourite.gameCode, providerId: favourite.providerId }, token });
    const mine = (await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot' }, token })).body.data as CasinoGame[];
    expect(mine[0].isFavorite).toBe(true);

    const before = t.app.siteConfig.renderStats();
    // The player asks first (a bearer token and cookies, as a non-browser client could send); a visitor asks next.
    const player = await get('/casino/slot?audience=1', 'altinbet.example', { authorization: `Bearer ${token}`, cookie: `session=${token}; lang=tr` });
    const visitor = await get('/casino/slot?audience=1');
    expect(player.body).toContain('data-testid="game-tile"');
    expect(player.body).not.toContain('"isFavorite":true');
    expect(player.body).not.toContain(String(registration.username));
    expect(visitor.body).toBe(player.body);
    expect(t.app.siteConfig.renderStats().renders - before.renders).toBe(1);
  });

  it('sends a withdraw-only session\'s browser (client-render cookie) the client shell, never a kept page of offers', async () => {
    const kept = await get('/promotions');
    expect(kept.body).toContain('id="ssr-state"');
    const before = t.app.siteConfig.renderStats();
    for (const url of ['/promotions', '/', '/casino/slot']) {
      const shell = await get(url, 'altinbet.example', { cookie: 'lang=tr; client-render=1' });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('<div id="root"></div>');
      expect(shell.body, url).not.toContain('id="ssr-state"');
    }
    const after = t.app.siteConfig.renderStats();
    expect([after.hits - before.hits, after.renders - before.renders]).toEqual([0, 0]);
  });

  it('sends a browser with a time-out or self-exclusion in force (protection-in-force cookie) the client shell, at every public page', async () => {
    const kept = await get('/');
    expect(kept.body).toContain('id="ssr-state"');
    const before = t.app.siteConfig.renderStats();
    for (const url of ['/', '/promotions', '/casino/slot']) {
      const shell = await get(url, 'altinbet.example', { cookie: 'lang=en; protection-in-force=1' });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('<div id="root"></div>');
      expect(shell.body, url).not.toContain('id="ssr-state"');
      expect(shell.body, url).not.toContain('aria-roledescription="carousel"');
    }
    const after = t.app.siteConfig.renderStats();
    expect([after.hits - before.hits, after.renders - before.renders]).toEqual([0, 0]);
    // Any other value is no such cookie: the kept page again.
    expect((await get('/', 'altinbet.example', { cookie: 'protection-in-force=0' })).body).toContain('id="ssr-state"');
  });
});

describe('dropping rendered pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ distDir: dist.dir, ssrFile: SSR_FILE, pageRender: UNHURRIED });
  });
  afterAll(async () => {
    await app?.close();
  });
  const page = (url: string) => app.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example' } });
  const renders = () => app.app.siteConfig.renderStats().renders;

  it('on a catalogue change announced by the database (the notification the lobby lists drop on)', async () => {
    const [first] = (await call(app.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot' } })).body.data as CasinoGame[];
    const before = await page('/casino/slot');
    expect(before.body).toContain(first.name);
    const count = renders();
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE games SET name = $1 WHERE code = $2', ['Renamed By Operator', first.gameCode]);
      await tx.query("SELECT pg_notify('casino_catalogue', '')");
    });
    await heard(app.db, [CATALOGUE_CHANNEL]);
    expect(app.app.siteConfig.renderStats().entries).toBe(0);
    const after = await page('/casino/slot');
    expect(after.body).toContain('Renamed By Operator');
    expect(renders()).toBe(count + 1);
  });

  it('on a config reload', async () => {
    await page('/promotions');
    await page('/promotions');
    const count = renders();
    expect(app.app.siteConfig.renderStats().entries).toBeGreaterThan(0);
    expect((await app.app.siteConfig.reload()).ok).toBe(true);
    expect(app.app.siteConfig.renderStats().entries).toBe(0);
    await page('/promotions');
    expect(renders()).toBe(count + 1);
  });

  it('after their TTL (CMS content changes without a notification): served stale while one new render runs, gone at twice the TTL', async () => {
    let clock = 0;
    const short = await createTestApp({ distDir: dist.dir, ssrFile: SSR_FILE, pageRender: { ...UNHURRIED, ttlMs: 30_000, now: () => clock } });
    try {
      const promotions = () => short.app.inject({ method: 'GET', url: '/promotions', headers: { host: 'altinbet.example' } });
      const first = await promotions();
      expect((await promotions()).body).toBe(first.body);
      expect(short.app.siteConfig.renderStats()).toMatchObject({ renders: 1, hits: 1, stale: 0 });
      // A promotion edited in the CMS: no notification. While the kept page is fresh, it is what every request gets.
      await short.db.query("UPDATE cms_promotion_texts SET title = 'Edited In The CMS' WHERE language = 'tr'");
      expect((await promotions()).body).toBe(first.body);
      // Past its TTL: served once more as it was, and a new render starts in the background.
      clock += 30_000;
      const stale = await promotions();
      expect(stale.body).toBe(first.body);
      expect(stale.headers['server-timing']).toBe('ssr;desc="stale"');
      expect(short.app.siteConfig.renderStats()).toMatchObject({ stale: 1 });
      // Until that render is done the stale page is still served; then the edited one.
      let later = await promotions();
      await until(async () => (later = await promotions()).body.includes('Edited In The CMS'));
      expect(later.body).toContain('Edited In The CMS');
      expect(short.app.siteConfig.renderStats().renders).toBe(2);
      // Twice the TTL without a request: the page is gone, the next request waits for a render of its own.
      const misses = short.app.siteConfig.renderStats().misses;
      clock += 61_000;
      expect((await promotions()).body).toContain('Edited In The CMS');
      expect(short.app.siteConfig.renderStats()).toMatchObject({ renders: 3, misses: misses + 1 });
    } finally {
      await short.close();
    }
  });
});

/** A promise with its resolve. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Renders the test holds open (`?hold=<name>`): the stand-in calls globalThis.ssrStandInHold(name, signal), which
 * says the render began (`began(name)`) and returns only once the test calls `release(name)` (or the render is
 * aborted). So a test orders a render's start and end against other requests without waiting a time.
 */
const holds = new Map<string, { began: ReturnType<typeof deferred>; released: ReturnType<typeof deferred>; running: boolean }>();
const hold = (name: string) => {
  let entry = holds.get(name);
  if (!entry) holds.set(name, (entry = { began: deferred(), released: deferred(), running: false }));
  return entry;
};
const began = (name: string) => hold(name).began.promise;
const release = (name: string) => hold(name).released.resolve();
/** Names of the held renders that began and have not returned. */
const running = () => [...holds].filter(([, entry]) => entry.running).map(([name]) => name);
(globalThis as { ssrStandInHold?: (name: string, signal?: AbortSignal) => Promise<void> }).ssrStandInHold = async (name, signal) => {
  const entry = hold(name);
  entry.running = true;
  entry.began.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      void entry.released.promise.then(resolve);
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
    });
  } finally {
    entry.running = false;
  }
};

/**
 * An app whose server render is a stand-in: `render` waits the URL's `ms` (or, with `hold`, until the test releases
 * it), throws for a URL with `throw` in it.
 */
async function standInApp(pageRender: Partial<PageRenderOptions>, lines: string[] = []): Promise<TestApp & { folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'ssr-stand-in-'));
  writeFileSync(
    join(folder, 'entry-server.js'),
    `const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export function rendersOnServer(url) { return !url.startsWith('/dashboard'); }
export async function render(request) {
  const params = new URL(request.url, 'http://localhost/').searchParams;
  if (params.get('hold')) await globalThis.ssrStandInHold(params.get('hold'), request.signal);
  const ms = Number(params.get('ms') ?? 0);
  for (let waited = 0; waited < ms; waited += 10) { await wait(10); request.signal?.throwIfAborted(); }
  if (request.url.includes('throw')) throw new Error('render exploded');
  return { html: '<main>rendered</main>', head: '', state: { language: request.language } };
}
`,
  );
  const app = await createTestApp({
    distDir: dist.dir,
    ssrFile: join(folder, 'entry-server.js'),
    pageRender,
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
  });
  return { ...app, folder, close: async () => { await app.close(); rmSync(folder, { recursive: true, force: true }); } };
}

const rendered = (body: string) => body.includes('<main>rendered</main>');
const isShell = (body: string) => body.includes('<div id="root"></div>') && body.includes('id="site-boot"');

describe('the render guard', () => {
  it('sends the shell at once when maxInFlight renders are running', async () => {
    const app = await standInApp({ maxInFlight: 2, budgetMs: 2_000, renderShare: 1 });
    try {
      const get = (url: string) => app.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example' } });
      // Two slow renders take both slots; the third page finds none and is the shell while they still run.
      const slow = [get('/promotions?hold=guard-a'), get('/pages/1?hold=guard-b')];
      await Promise.all([began('guard-a'), began('guard-b')]);
      const third = await get('/pages/2?ms=600');
      expect(running()).toEqual(['guard-a', 'guard-b']);
      expect(third.statusCode).toBe(200);
      expect(isShell(third.body)).toBe(true);
      expect(third.headers['server-timing']).toBe('ssr;desc="busy"');
      // The same page as a running render shares it rather than being refused.
      const sharing = get('/promotions?hold=guard-a');
      await vi.waitFor(() => expect(app.app.siteConfig.renderStats().misses).toBe(4));
      release('guard-a');
      release('guard-b');
      const shared = await sharing;
      expect(rendered(shared.body)).toBe(true);
      expect(shared.headers['server-timing']).toBe('ssr;desc="joined"');
      for (const reply of await Promise.all(slow)) expect(rendered(reply.body)).toBe(true);
      expect(app.app.siteConfig.renderStats()).toMatchObject({ renders: 2, busy: 1 });
      // Slots free again: the refused page renders now. Private pages never take a slot.
      expect(rendered((await get('/pages/2?ms=0')).body)).toBe(true);
      const dashboard = await get('/dashboard');
      expect(isShell(dashboard.body)).toBe(true);
      expect(dashboard.headers['server-timing']).toBeUndefined();
      expect(app.app.siteConfig.renderStats()).toMatchObject({ renders: 3, busy: 1, misses: 5 });
    } finally {
      await app.close();
    }
  });

  it('sends the shell when a render exceeds its time budget; the render goes on and fills the cache', async () => {
    const lines: string[] = [];
    const app = await standInApp({ budgetMs: 150, renderShare: 1 }, lines);
    try {
      const get = (url: string) => app.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example' } });
      // The render is held past the budget: the shell comes while it still runs.
      const late = await get('/promotions?hold=budget');
      expect(running()).toEqual(['budget']);
      expect(late.statusCode).toBe(200);
      expect(isShell(late.body)).toBe(true);
      expect(late.headers['server-timing']).toBe('ssr;desc="slow"');
      expect(lines.some((line) => line.includes('over its time budget'))).toBe(true);
      release('budget');
      await vi.waitFor(() => expect(app.app.siteConfig.renderStats().entries).toBe(1));
      expect(rendered((await get('/promotions?hold=budget')).body)).toBe(true);
      expect(app.app.siteConfig.renderStats()).toMatchObject({ renders: 1, slow: 1, hits: 1 });
    } finally {
      await app.close();
    }
  });

  it('gives a render up at its hard limit, freeing its slot', async () => {
    const app = await standInApp({ maxInFlight: 1, budgetMs: 50, hardLimitMs: 200, renderShare: 1 });
    try {
      const get = (url: string) => app.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example' } });
      expect(isShell((await get('/promotions?hold=never')).body)).toBe(true);
      expect(isShell((await get('/pages/1')).body)).toBe(true);
      expect(app.app.siteConfig.renderStats().busy).toBe(1);
      // Never released: the hard limit gives it up and frees its slot in the same step.
      await vi.waitFor(() => expect(app.app.siteConfig.renderStats().abandoned).toBe(1));
      expect(rendered((await get('/pages/1')).body)).toBe(true);
      expect(app.app.siteConfig.renderStats()).toMatchObject({ abandoned: 1, entries: 1 });
    } finally {
      await app.close();
    }
  });

  it('keeps renders within their share of time: misses get the shell while the share is spent', async () => {
    // 5 % of the time: 50 ms of render per second at most; a 200 ms render overdraws it for about 3 s.
    const app = await standInApp({ renderShare: 0.05, budgetMs: 1_000 });
    try {
      const get = (url: string) => app.app.inject({ method: 'GET', url, headers: { host: 'altinbet.example' } });
      expect(rendered((await get('/promotions?ms=200')).body)).toBe(true);
      const refused = await get('/pages/1');
      expect(isShell(refused.body)).toBe(true);
      expect(refused.headers['server-timing']).toBe('ssr;desc="share"');
      expect(rendered((await get('/promotions?ms=200')).body)).toBe(true);
      expect(app.app.siteConfig.renderStats()).toMatchObject({ renders: 1, overShare: 1, hits: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('a render that fails', () => {
  const lines: string[] = [];
  let broken: TestApp;
  beforeAll(async () => {
    broken = await standInApp({}, lines);
  });
  afterAll(async () => {
    await broken.close();
  });

  it('sends the client shell with 200, logs the error and keeps nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await broken.app.inject({ method: 'GET', url: '/promotions?throw', headers: { host: 'altinbet.example' } });
      expect(page.statusCode).toBe(200);
      expect(isShell(page.body)).toBe(true);
      expect(page.headers['server-timing']).toBe('ssr;desc="failed"');
    }
    expect(lines.some((line) => line.includes('server render failed') && line.includes('render exploded'))).toBe(true);
    expect(broken.app.siteConfig.renderStats()).toMatchObject({ renders: 2, failed: 2, entries: 0 });
  });
});

describe('the start-up script of server-rendered pages (src/ssr/page-start.ts)', () => {
  const shell =
    '<html lang="tr"><head><script type="module" crossorigin src="/assets/runtime-a.js"></script>' +
    '<script type="module" crossorigin src="/assets/index-b.js"></script></head><body><div id="root"></div></body></html>';
  const page = { html: '<p>hi</p>', head: '', state: { language: 'tr' } };

  it("replaces the app's scripts, naming them in order; without it they stay, at low priority", () => {
    const started = composePage(shell, page, '/assets/page-start-c.js');
    const scripts = [...started.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script type="module" crossorigin src="/assets/page-start-c.js" data-app="/assets/runtime-a.js /assets/index-b.js">']);
    const plain = composePage(shell, page);
    expect([...plain.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/runtime-a.js', '/assets/index-b.js']);
    expect(plain).not.toContain('page-start');
  });

  it("is found in the build's manifest, and only as a plain asset file name", () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-start-'));
    try {
      expect(pageStartScript(dir)).toBeNull();
      mkdirSync(join(dir, '.vite'));
      const manifest = (file: string) => writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/ssr/page-start.ts': { file } }));
      manifest('assets/page-start-Ab_1.js');
      expect(pageStartScript(dir)).toBe('/assets/page-start-Ab_1.js');
      manifest('assets/x.js" onload="alert(1)');
      expect(pageStartScript(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
