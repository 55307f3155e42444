import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { openPostgresDb } from '@server/db/pg-db';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { createPgliteTestDb } from '@server/test/test-app';
import { LimitKeys } from './rate-limit-keys';
import { RateLimitStore, storableKey } from './rate-limit-store';

/**
 * The shared rate-limit counters (docs/security.md) on their own: atomic under concurrency from two connections (two
 * processes on PostgreSQL), one statement for several rules, windows, cleanup, and keys the table can always hold.
 */
let db: Db;
let other: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    const created = await createPostgresTestDb();
    db = created.db;
    other = await openPostgresDb(created.url);
    close = async () => { await other.close(); await created.dispose(); };
  } else {
    db = await createPgliteTestDb();
    other = db;
    close = () => db.close();
  }
});
afterAll(() => close());

const rule = (max: number, windowMs = 60_000) => ({ max, windowMs });
const T0 = 1_900_000_000_000;

describe('RateLimitStore', () => {
  it('60 concurrent attempts from two connections: exactly max allowed, every one counted', async () => {
    const stores = [new RateLimitStore(db), new RateLimitStore(other)];
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 2].hit([{ name: 'login', rule: rule(25), key: 'race' }], T0)));
    expect(results.filter((s) => s === 0)).toHaveLength(25);
    expect(results.filter((s) => s === 60)).toHaveLength(35);
    expect(await db.query("SELECT count FROM rate_limits WHERE rule = 'login' AND key = 'race'")).toEqual([{ count: 60 }]);
  });

  it('counts every rule of a call at once; the wait is the longest exceeded window', async () => {
    const store = new RateLimitStore(db);
    const hits = [
      { name: 'smsNumberHour', rule: rule(1, 3_600_000), key: 'phone:905550000001' },
      { name: 'smsIpHour', rule: rule(5, 7_200_000), key: 'ip:192.0.2.1' },
      { name: 'phoneCode', rule: rule(1, 600_000), key: 'player:1' },
    ];
    expect(await store.hit(hits, T0)).toBe(0);
    expect(await store.hit(hits, T0 + 1_000)).toBe(3_599);
    const rows = await db.query<{ rule: string; count: number }>("SELECT rule, count FROM rate_limits WHERE key IN ('phone:905550000001', 'ip:192.0.2.1', 'player:1') ORDER BY rule");
    expect(rows).toEqual([{ rule: 'phoneCode', count: 2 }, { rule: 'smsIpHour', count: 2 }, { rule: 'smsNumberHour', count: 2 }]);
  });

  it('a window opens at the first attempt and a new one at the first attempt after it ended', async () => {
    const store = new RateLimitStore(db);
    const hit = (at: number) => store.hit([{ name: 'register', rule: rule(2, 60_000), key: 'ip:window' }], at);
    expect([await hit(T0), await hit(T0 + 10_000), await hit(T0 + 20_000)]).toEqual([0, 0, 40]);
    expect(await hit(T0 + 59_999)).toBe(1);
    expect(await hit(T0 + 60_000)).toBe(0);
  });

  it('deletes expired counters (bounded, at most once a minute per process), keeps live ones', async () => {
    const store = new RateLimitStore(db);
    await store.hit([{ name: 'register', rule: rule(5, 1_000), key: 'ip:old' }], T0 - 10 * 86_400_000);
    await store.hit([{ name: 'register', rule: rule(5, 86_400_000), key: 'ip:live' }], T0);
    await new RateLimitStore(db).hit([{ name: 'register', rule: rule(5), key: 'ip:pruner' }], T0 + 1);
    const keys = (await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'ip:%'")).map((r) => r.key);
    expect(keys).toContain('ip:live');
    expect(keys).not.toContain('ip:old');
  });

  it('keys with NUL, broken surrogates or 100 KB of text are stored hashed, never an error', async () => {
    const store = new RateLimitStore(db);
    for (const key of ['name:a\u0000b', 'name:\uD800x', 'x'.repeat(100_000)]) {
      expect(storableKey(key)).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(storableKey(key)).toBe(storableKey(key));
      expect(await store.hit([{ name: 'login', rule: rule(1), key }], T0)).toBe(0);
      expect(await store.hit([{ name: 'login', rule: rule(1), key }], T0)).toBeGreaterThan(0);
    }
    expect(storableKey('name:a\u0000b')).not.toBe(storableKey('name:a\u0000c'));
    expect(storableKey('player:42')).toBe('player:42');
  });
});

describe('LimitKeys', () => {
  const request = (body: unknown, ip = '192.0.2.9') => ({ body, ip }) as unknown as FastifyRequest;

  it('keys an account by the player id the database finds, spelled any way it finds it', async () => {
    const keys = new LimitKeys(db);
    const [demo] = await db.query<{ id: number }>("SELECT id FROM players WHERE username = 'demouser'");
    for (const username of ['demouser', 'DEMOUSER', 'DemoUser']) expect(await keys.account(request({ username }))).toBe(`player:${demo.id}`);
    expect(await keys.account(request({ username: 'NOBODYİ' }))).toBe(await keys.account(request({ username: 'nobodyi' })));
    expect(await keys.ipAndAccount(request({ username: 7 }))).toBe('ip:192.0.2.9|-');
  });

  it('never sends unusable text to the database', async () => {
    const keys = new LimitKeys(db);
    expect(await keys.account(request({ username: 'demo\u0000user' }))).toMatch(/^sha256:/);
    expect(await keys.account(request({ username: 'd'.repeat(5000) }))).toMatch(/^sha256:/);
    expect(await keys.account(request(null))).toBeNull();
    expect(keys.bodyPhone(request({ phone: ['905321234567'] }))).toBeNull();
  });
});
