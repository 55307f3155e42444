import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { DEMO_FRAME_HEADERS } from './demo-cors';

/**
 * The demo provider frames run with an opaque origin (the SoftGamings relay's game frame, the sandboxed sportsbook
 * page), so their API calls are cross-origin: the browser sends one only when the preflight allows its method and
 * every non-safelisted header it carries. The headers checked are the ones the frames' own scripts send (slot.js run
 * in a DOM, api.js called), so a header added to a script without being allowed fails here.
 */
let t: TestApp;

/**
 * jsdom and the sportsbook page's api.js come without types (no @types/jsdom; api.js is the page's browser module):
 * imported through a string so TypeScript does not look for them, and typed by the members used here.
 */
interface Dom {
  window: Window & { eval(code: string): unknown };
}
const modules: { jsdom: string; sportsbookApi: string } = { jsdom: 'jsdom', sportsbookApi: '../sports/providers/demo-page/api.js' };
const { JSDOM } = (await import(modules.jsdom)) as { JSDOM: new (html: string, options: object) => Dom };
const { call: sportsbookCall } = (await import(modules.sportsbookApi)) as {
  call(base: string, lang: string, path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; body: unknown }>;
};

/** One request a frame's script made through fetch: method, path with query, header names (lower case), body. */
interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Headers a browser sends cross-origin without a preflight (Fetch standard, CORS-safelisted request headers). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

function needsPreflight(name: string, value: string): boolean {
  if (name === 'content-type') return !SIMPLE_CONTENT_TYPES.has(value.split(';')[0].trim().toLowerCase());
  return !SAFELISTED.has(name);
}

const list = (value: unknown) => String(value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

/**
 * What Chromium does for a fetch from an opaque origin ('null'): the preflight first when the request needs one, then
 * the request; either refused -> the TypeError "Failed to fetch" a page sees. `sent` records what the script sent.
 */
function corsFetch(sent: Sent[]) {
  return async (input: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input, 'http://127.0.0.1').pathname + new URL(input, 'http://127.0.0.1').search;
    const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    sent.push({ method, url, headers, body: init.body });
    const unsafe = Object.entries(headers).filter(([k, v]) => needsPreflight(k, v)).map(([k]) => k);
    if (unsafe.length > 0 || !['GET', 'HEAD', 'POST'].includes(method)) {
      const preflight = await t.app.inject({
        method: 'OPTIONS', url, headers: { origin: 'null', 'access-control-request-method': method, 'access-control-request-headers': unsafe.join(',') },
      });
      const allowed = list(preflight.headers['access-control-allow-headers']);
      const ok = preflight.statusCode >= 200 && preflight.statusCode < 300 && ['*', 'null'].includes(String(preflight.headers['access-control-allow-origin']))
        && list(preflight.headers['access-control-allow-methods']).includes(method.toLowerCase()) && unsafe.every((h) => allowed.includes(h));
      if (!ok) throw new TypeError(`Failed to fetch (preflight of ${method} ${url} allows [${allowed.join(', ')}], the request sends [${unsafe.join(', ')}])`);
    }
    const reply = await t.app.inject({ method: method as 'GET', url, headers: { ...headers, origin: 'null' }, ...(init.body === undefined ? {} : { payload: init.body }) });
    if (!['*', 'null'].includes(String(reply.headers['access-control-allow-origin']))) throw new TypeError(`Failed to fetch (${method} ${url} allows no origin)`);
    return new Response(reply.body, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };
}

/** A player with ₺150.50 and a launched SoftGamings game: the relay page's game frame URL (the slot, relay=1). */
async function softGamingsGameUrl(): Promise<string> {
  const player = await registerPlayer(t.app);
  const deposit = await call(t.app, 'POST', '/api/payment/deposit', { token: player.token, body: SAMPLE_BODIES['/api/payment/deposit'] });
  expect((await t.app.inject({ method: 'POST', url: `${new URL(deposit.body.data as string).pathname}/confirm`, payload: {} })).statusCode).toBe(200);
  const launch = await call(t.app, 'POST', '/api/casino/softgamingslaunchurl', { body: { system: '906', pageCode: 'sg-001', isMobile: 0 }, token: player.token, locale: 'en' });
  expect(launch.status).toBe(200);
  const src = /<iframe id="sg-game"[^>]* src="([^"]+)"/.exec(launch.body.data as string)?.[1].replace(/&amp;/g, '&');
  expect(src).toMatch(/^\/demo\/games\/play\?.*relay=1/);
  return src as string;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo slot inside the SoftGamings relay (opaque origin)', () => {
  it('loads its session and spins: the preflight allows every header slot.js sends, and DEMO_FRAME_HEADERS lists them', async () => {
    const url = await softGamingsGameUrl();
    const page = await t.app.inject({ method: 'GET', url });
    const script = await t.app.inject({ method: 'GET', url: '/demo/games/slot.js' });
    const dom = new JSDOM(page.body, { url: `http://127.0.0.1${url}`, runScripts: 'outside-only', pretendToBeVisual: true });
    const { window } = dom;
    const sent: Sent[] = [];
    Object.assign(window, { fetch: corsFetch(sent), postMessage: () => undefined });
    try {
      window.eval(script.body);
      const doc = window.document;
      const spin = doc.getElementById('spin') as HTMLButtonElement;
      await expect.poll(() => [doc.getElementById('result')?.className, doc.getElementById('result')?.textContent, spin.disabled]).toEqual(['result', 'Choose a stake and spin.', false]);
      expect(doc.getElementById('balance')?.textContent).toBe('₺150.50');
      spin.click();
      await expect.poll(() => doc.getElementById('result')?.textContent, { timeout: 5_000 }).toMatch(/^(You win .+!|No win this time\.)$/);
    } finally {
      window.close();
    }
    // The calls slot.js made: the session and a spin, each with its headers.
    expect(sent.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual(['GET /demo/games/api/session', 'POST /demo/games/api/spin']);
    const names = [...new Set(sent.flatMap((s) => Object.keys(s.headers)))];
    expect(names).toEqual(expect.arrayContaining(['x-locale', 'content-type', 'idempotency-key']));
    expect(DEMO_FRAME_HEADERS).toEqual(expect.arrayContaining(names));
  });

  it.each(['/demo/games/api/session', '/demo/games/api/spin'])('the preflight of %s: 204, any origin, GET and POST, DEMO_FRAME_HEADERS', async (url) => {
    const r = await t.app.inject({ method: 'OPTIONS', url, headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-locale,idempotency-key' } });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(list(r.headers['access-control-allow-methods'])).toEqual(['get', 'post']);
    expect(list(r.headers['access-control-allow-headers'])).toEqual([...DEMO_FRAME_HEADERS]);
  });
});

describe('the demo sportsbook page (opaque origin)', () => {
  it('its API calls pass the preflight with every header api.js sends, and DEMO_FRAME_HEADERS lists them', async () => {
    const sent: Sent[] = [];
    const fetch = globalThis.fetch;
    globalThis.fetch = corsFetch(sent) as typeof globalThis.fetch;
    try {
      const events = await sportsbookCall('/demo/sportsbook/fcg/api', 'en', 'events');
      const bet = await sportsbookCall('/demo/sportsbook/fcg/api', 'en', 'bet', {}, 'key-1');
      // Through the preflight and CORS: the server answered (the empty bet with its 400), not the network failure (0).
      expect([events.status, bet.status]).toEqual([200, 400]);
    } finally {
      globalThis.fetch = fetch;
    }
    const names = [...new Set(sent.flatMap((s) => Object.keys(s.headers)))];
    expect(names).toEqual(expect.arrayContaining(['accept', 'x-locale', 'content-type', 'idempotency-key']));
    expect(DEMO_FRAME_HEADERS).toEqual(expect.arrayContaining(names));
  });
});
