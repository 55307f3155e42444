import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { REPO, tempDist } from './test-support.ts';

/**
 * Issue 21 items 1-2: the public pages come server-rendered (markup, Emotion styles, the state block, the LCP image with
 * a preload) per brand and language, under the same CSP; a render that throws sends the client shell (200, logged).
 * Needs the server render's bundle: `npm run build` (or `npx vite build --ssr src/entry-server.tsx`) writes it.
 */
const SSR_FILE = join(REPO, 'dist-ssr', 'entry-server.js');
const dist = tempDist();
let t: TestApp;
beforeAll(async () => {
  if (!existsSync(SSR_FILE)) throw new Error(`${SSR_FILE} is missing: run npm run build first`);
  t = await createTestApp({ distDir: dist.dir, ssrFile: SSR_FILE });
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
    // A private page is the client shell, as before.
    expect(shell.body).toContain('<div id="root"></div>');
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

describe('a render that fails', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ssr-broken-'));
  const lines: string[] = [];
  let broken: TestApp;
  beforeAll(async () => {
    writeFileSync(join(folder, 'entry-server.js'), 'export async function render() { throw new Error("render exploded"); }\n');
    broken = await createTestApp({
      distDir: dist.dir,
      ssrFile: join(folder, 'entry-server.js'),
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await broken.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the client shell with 200 and logs the error', async () => {
    const page = await broken.app.inject({ method: 'GET', url: '/promotions', headers: { host: 'altinbet.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('id="site-boot"');
    expect(lines.some((line) => line.includes('server render failed') && line.includes('render exploded'))).toBe(true);
  });
});
