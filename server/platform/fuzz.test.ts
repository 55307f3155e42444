import { appendFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { FUZZ_RUNS, FUZZ_SEED, HOSTILE_URLS, casesFor, runCases, withRepeatedKey } from '@server/test/fuzz-runner';
import type { FuzzCase, FuzzFailure, FuzzResult } from '@server/test/fuzz-runner';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { moneyState } from '@server/test/money-helpers';
import { routeCatalogue } from '@server/test/route-catalogue';
import type { CatalogueRoute } from '@server/test/route-catalogue';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * A schema-driven fuzzer over EVERY route of the catalogue (a new route is covered
 * without being listed). Bodies, queries and path parameters are generated from each route's JSON Schema with
 * fast-check (seed FUZZ_SEED, FUZZ_RUNS random cases per route on top of the fixed sweep), then mutated; each is
 * sent as a visitor and as a fresh player. It fails on any 5xx, any /api reply without the envelope, any reply
 * without the security headers, and any crash, naming route, mutation, seed and body.
 * FUZZ_REPORT=<file> appends every broken reply to that file. Replay longer: `FUZZ_RUNS=200 FUZZ_SEED=7 npx vitest run server/platform/fuzz.test.ts`.
 */
let t: TestApp;
let routes: CatalogueRoute[];
let player: TestPlayer;
let before: Awaited<ReturnType<typeof moneyState>>;
let dist: string;

/**
 * What the app serves outside the areas' routes (so outside the catalogue): the site's page, a client route (history
 * fallback), a built file, a hashed asset, an unknown path, the hub. A built site of two files is served for them.
 */
const SITE_ROUTES: readonly [string, string][] = [
  ['GET', '/'], ['GET', '/casino'], ['GET', '/robots.txt'], ['GET', '/assets/app-abc123.js'], ['GET', '/api/nothing-here'],
  ['GET', '/hub/frnotify'], ['POST', '/hub/frnotify/negotiate'],
];

/** Calls that may move money when accepted (the wallet's ledger is checked against them). */
const MOVES_MONEY = /withdraw|deposit|\/confirm|\/bet|\/spin|settle|cancelwithdrawal|launchurl/;

/** Calls that end the caller's session or lock the account: fuzzed last so the player reaches the others. */
const ENDS_SESSION = /logout|exclude|realitycheckack|changepassword/;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-fuzz-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="%SITE_LANG%"><head><!--site-head--></head><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ distDir: dist });
  routes = routeCatalogue(t.app).sort((a, b) => Number(ENDS_SESSION.test(a.url)) - Number(ENDS_SESSION.test(b.url)));
  player = await registerPlayer(t.app);
  // Money on the wallet, so that invalid input has something to move: a ₺150.50 demo deposit, confirmed.
  const deposit = await call(t.app, 'POST', '/api/payment/deposit', { token: player.token, body: SAMPLE_BODIES['/api/payment/deposit'] });
  const confirmed = await t.app.inject({ method: 'POST', url: `${new URL(deposit.body.data as string).pathname}/confirm`, payload: {} });
  expect(confirmed.statusCode).toBe(200);
  before = await moneyState(t.db, player.id);
  expect(before.balance).toBe(15_050);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function report(failures: FuzzFailure[]): string {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const summary = [...counts].map(([kind, n]) => `${n} × ${kind}`).join('; ');
  if (process.env.FUZZ_REPORT) appendFileSync(process.env.FUZZ_REPORT, `${failures.map((f) => f.message).join('\n')}\n`);
  return `${failures.length} broken replies (${summary}):\n${failures.slice(0, 40).map((f) => f.message).join('\n')}`;
}

async function fuzz(asPlayer: boolean): Promise<FuzzResult & { sent: number }> {
  const result: FuzzResult & { sent: number } = { failures: [], accepted: [], sent: 0 };
  for (const [index, route] of routes.entries()) {
    const cases: FuzzCase[] = casesFor(route, asPlayer, FUZZ_RUNS, FUZZ_SEED + index);
    result.sent += cases.length;
    const { failures, accepted } = await runCases(t.app, cases, asPlayer ? 'player' : 'visitor', asPlayer ? player.token : undefined, FUZZ_SEED + index);
    result.failures.push(...failures);
    result.accepted.push(...accepted);
  }
  return result;
}

describe('schema-driven fuzzing of every route', () => {
  it('as a visitor: no 5xx, the envelope on /api, the security headers, whatever the input', async () => {
    const urls = HOSTILE_URLS.flatMap((url): FuzzCase[] => [
      { method: 'GET', url, label: 'hostile URL', headers: {} },
      { method: 'POST', url, label: 'hostile URL', headers: { 'content-type': 'application/json' }, payload: '{}' },
    ]);
    // The site's own routes refuse a repeated query key like every catalogued one (docs/input-hardening.md).
    for (const [method, url] of SITE_ROUTES) {
      const payload = method === 'POST' ? '{}' : undefined;
      urls.push({ method, url: withRepeatedKey(url, 'lang'), label: 'query lang given twice', headers: { 'content-type': 'application/json' }, payload, expect: 'refused' });
    }
    const { failures, sent } = await fuzz(false);
    failures.push(...(await runCases(t.app, urls, 'visitor', undefined, FUZZ_SEED)).failures);
    expect(sent).toBeGreaterThan(routes.length);
    expect(failures.length, report(failures)).toBe(0);
  }, 180_000);

  it('as a logged-in player: the same, and invalid input moves no money', async () => {
    const { failures, accepted } = await fuzz(true);
    expect(failures.length, report(failures)).toBe(0);
    // Money moves only through accepted calls: the wallet equals its ledger, never went negative, and there are
    // no more new ledger rows than accepted calls that move money; with none accepted the balance is unchanged.
    const moving = accepted.filter((c) => c.method === 'POST' && MOVES_MONEY.test(c.url));
    const after = await moneyState(t.db, player.id);
    expect(after.balance).toBe(after.ledger);
    expect(after.lowest).toBeGreaterThanOrEqual(0);
    expect(after.rows - before.rows, moving.map((c) => `${c.url} ${c.label}`).join('\n')).toBeLessThanOrEqual(moving.length);
    if (moving.length === 0) expect(after.balance).toBe(before.balance);
  }, 180_000);

  it('the server still answers afterwards', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/cms/languagelist' });
    expect(r.statusCode).toBe(200);
    expect(r.json().success).toBe(true);
  });
});
