import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS, buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { openPostgresDb } from '@server/db/pg-db';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { createPgliteTestDb, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * Rate limits hold across processes and tricks, at the production defaults. Two app instances
 * on ONE database (on PostgreSQL each with its own connection, as two processes would have) share every budget;
 * spelling variants of a username, rotated X-Forwarded-For entries, throw-away accounts and new reset codes give
 * no fresh budget.
 */
let dbs: { first: Db; second: Db; close(): Promise<void> };
let one: FastifyInstance;
let two: FastifyInstance;
let relaxed: TestApp;

async function sharedDatabase(): Promise<typeof dbs> {
  if (TEST_DATABASE_URL) {
    const { db, url, dispose } = await createPostgresTestDb();
    const second = await openPostgresDb(url);
    return { first: db, second, close: async () => { await second.close(); await dispose(); } };
  }
  const db = await createPgliteTestDb();
  return { first: db, second: db, close: () => db.close() };
}

beforeAll(async () => {
  dbs = await sharedDatabase();
  one = await buildApp({ db: dbs.first, mode: 'test', distDir: '/nonexistent-dist', rateLimits: DEFAULT_RATE_LIMITS });
  two = await buildApp({ db: dbs.second, mode: 'test', distDir: '/nonexistent-dist', rateLimits: DEFAULT_RATE_LIMITS, trustProxy: true });
  // Players come from a test-mode app (1000/min) on the same database.
  relaxed = await createTestApp({ db: dbs.first });
});
afterAll(async () => {
  await relaxed.app.close();
  await one.close();
  await two.close();
  await dbs.close();
});
afterEach(() => vi.useRealTimers());

let phoneCounter = 0;
/** A number no other test uses: '90532' + 7 digits. */
const freshPhone = () => `90532${String(Date.now() % 1_000_000).padStart(6, '0')}${(phoneCounter++ % 10)}`;
const player = (overrides: Record<string, unknown> = {}): Promise<TestPlayer> => registerPlayer(relaxed.app, { phone: freshPhone(), ...overrides });

const post = (app: FastifyInstance, url: string, body: unknown, options: { ip?: string; xff?: string; token?: string } = {}) =>
  app
    .inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? '203.0.113.50',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'en',
        ...(options.xff ? { 'x-forwarded-for': options.xff } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: JSON.stringify(body),
    })
    .then((r) => {
      if (r.statusCode === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      return r.statusCode;
    });
const randomIp = (i: number) => `198.51.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

describe('two app instances on one database share one budget', () => {
  it('login: 10 wrong attempts per IP + account in total, not 10 per instance', async () => {
    const p = await player();
    const attempt = (app: FastifyInstance) => post(app, '/api/auth/login', { username: p.username, password: 'wrong-pass' }, { ip: '203.0.113.51' });
    for (let i = 0; i < 5; i++) {
      expect(await attempt(one)).toBe(400);
      expect(await attempt(two)).toBe(400);
    }
    expect(await attempt(one)).toBe(429);
    expect(await attempt(two)).toBe(429);
  });

  it('the counters are rows of the shared rate_limits table (what a third process would read)', async () => {
    const rows = await dbs.second.query<{ count: number }>("SELECT count FROM rate_limits WHERE rule = 'login' AND key LIKE 'ip:203.0.113.51|%'");
    expect(rows).toEqual([{ count: 12 }]);
  });
});

describe('a username is counted as the account the database finds', () => {
  it("'İ', 'I' and 'i' spellings of one player share its per IP + account budget", async () => {
    const p = await player({ username: `kilic${Date.now().toString(36)}` });
    const variants = [p.username, p.username.replace(/i/g, 'İ'), p.username.toUpperCase(), p.username.replace(/i/g, 'I')];
    for (let i = 0; i < 10; i++) expect(await post(one, '/api/auth/login', { username: variants[i % 4], password: 'wrong-pass' }, { ip: '203.0.113.52' })).toBe(400);
    for (const username of variants) expect(await post(one, '/api/auth/login', { username, password: p.password }, { ip: '203.0.113.52' })).toBe(429);
    // The dotless 'ı' is another name to the database (lower('ı') is 'ı'): it reaches no account, so it is refused as
    // wrong credentials on a budget of its own and cannot be used to guess this player's password.
    expect(await post(one, '/api/auth/login', { username: p.username.replace(/i/g, 'ı'), password: p.password }, { ip: '203.0.113.52' })).toBe(400);
  });

  it('an unknown name is keyed by the database lower(), so its İ/I/i spellings share a budget too', async () => {
    const name = `nobodyi${Date.now().toString(36)}`;
    for (let i = 0; i < 10; i++) expect(await post(two, '/api/auth/login', { username: i % 2 ? name.replace(/i/g, 'İ') : name.toUpperCase(), password: 'x-x-x' }, { ip: '203.0.113.53' })).toBe(400);
    expect(await post(one, '/api/auth/login', { username: name, password: 'x-x-x' }, { ip: '203.0.113.53' })).toBe(429);
  });

  it('login: 30 attempts per account per hour whatever the IP (rotating addresses gives no fresh budget)', async () => {
    const p = await player();
    for (let i = 0; i < 30; i++) expect(await post(i % 2 ? one : two, '/api/auth/login', { username: p.username, password: 'wrong-pass' }, { ip: randomIp(i) })).toBe(400);
    expect(await post(one, '/api/auth/login', { username: p.username.toUpperCase(), password: p.password }, { ip: randomIp(999) })).toBe(429);
  });
});

describe('TRUST_PROXY=true is one proxy hop', () => {
  it('a rotated client-written X-Forwarded-For entry keeps the budget of the address the proxy saw', async () => {
    const attempt = (i: number, seen = '192.0.2.77') =>
      post(two, '/api/auth/login', { username: 'proxied1', password: 'wrong-pass' }, { ip: '10.0.0.1', xff: `${randomIp(i)}, ${seen}` });
    for (let i = 0; i < 10; i++) expect(await attempt(i)).toBe(400);
    expect(await attempt(10)).toBe(429);
    expect(await attempt(11)).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect(await attempt(12, '192.0.2.78')).toBe(400);
  });
});

describe('SMS are limited per destination number and per IP, whatever the account', () => {
  it('throw-away accounts share the number budget: 5 per hour, 10 per day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const target = freshPhone();
    // Only the phone form's spelling (90 + 10 digits) reaches the SMS sender: other spellings are refused by the form
    // rules (docs/architecture.md "Forms"; server/account/routes/account.test.ts), so one spelling is the whole budget.
    const spellings = [target, target, target, target];
    // Sessions end after an idle hour, so each hour brings new throw-away accounts (as an attacker would).
    let accounts = await Promise.all(Array.from({ length: 6 }, () => player()));
    const later = async (ms: number) => {
      vi.setSystemTime(Date.now() + ms);
      accounts = await Promise.all(Array.from({ length: 6 }, () => player()));
    };
    const send = (i: number) => post(i % 2 ? one : two, '/api/customer/updatephone', { step: 1, phone: spellings[i % 4] }, { token: accounts[i % 6].token, ip: randomIp(100 + i) });
    for (let i = 0; i < 5; i++) expect(await send(i)).toBe(200);
    expect(await send(5)).toBe(429);
    // The victim's own reset code to that number is held back too (one budget for every SMS to a number), counted
    // when it would be sent, after a reply that is the same for every username (docs/security.md "Nothing enumerates").
    const victim = await player({ phone: target });
    await dbs.first.query('UPDATE players SET sms_verified = true WHERE id = $1', [victim.id]);
    expect(await post(one, '/api/auth/sendresetpassword', { username: victim.username }, { ip: randomIp(120) })).toBe(200);
    await one.afterReply.settled();
    expect(await relaxed.app.outbox.read(victim.username)).toEqual([]);
    await later(60 * 60_000);
    for (let i = 6; i < 9; i++) expect(await send(i)).toBe(200);
    expect(await send(9)).toBe(429);
    await later(60 * 60_000);
    expect(await send(10)).toBe(429);
    await later(23 * 60 * 60_000);
    expect(await send(11)).toBe(200);
  });

  it('one IP: 20 per hour across accounts and numbers', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => player()));
    const send = (i: number) => post(one, '/api/customer/updatephone', { step: 1, phone: freshPhone() }, { token: accounts[i % 5].token, ip: '203.0.113.60' });
    for (let i = 0; i < 20; i++) expect(await send(i)).toBe(200);
    expect(await send(20)).toBe(429);
    // Malformed bodies count as well (the limit runs before validation).
    expect(await post(two, '/api/customer/updatephone', { step: 'one' }, { token: accounts[0].token, ip: '203.0.113.60' })).toBe(429);
  });
});

describe('reset-code guesses are capped per account, whatever the IP or the code', () => {
  it('10 per 10 minutes and 20 per day, over checkresetcode and changepasswordwithcode together', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const p = await player();
    const guess = (i: number) =>
      i % 2
        ? post(one, '/api/auth/checkresetcode', { username: p.username.toUpperCase(), code: String(100000 + i) }, { ip: randomIp(200 + i) })
        : post(two, '/api/auth/changepasswordwithcode', { username: p.username, code: String(100000 + i), password: 'abcdef1', password2: 'abcdef2' }, { ip: randomIp(200 + i) });
    expect(await post(one, '/api/auth/sendresetpassword', { username: p.username }, { ip: randomIp(199) })).toBe(200);
    for (let i = 0; i < 10; i++) expect(await guess(i)).toBe(400);
    expect(await guess(10)).toBe(429);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    for (let i = 11; i < 20; i++) expect(await guess(i)).toBe(400);
    expect(await guess(20)).toBe(429);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await guess(21)).toBe(429);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    expect(await guess(22)).toBe(400);
  });

  it('per IP: 30 guesses per 10 minutes across accounts', async () => {
    for (let i = 0; i < 30; i++) expect(await post(two, '/api/auth/checkresetcode', { username: `guessed${i}x`, code: '123456' }, { ip: '203.0.113.70' })).toBe(400);
    expect(await post(one, '/api/auth/checkresetcode', { username: 'guessed99x', code: '123456' }, { ip: '203.0.113.70' })).toBe(429);
  });
});
