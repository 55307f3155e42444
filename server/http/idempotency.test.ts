import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { IdempotencyStore } from './idempotency-store';
import { TEST_DATABASE_URL } from '@server/test/postgres';
import { createTestDb } from '@server/test/test-app';
import { ApiFailure } from './envelope';
import { installErrorHandler } from './error-handler';
import { installIdempotency } from './idempotency';
import { installRequestContext } from './request-context';

/**
 * The Idempotency-Key mechanism on its own (docs/idempotency.md): which replies are kept for replay and which free the
 * key for another try, on a scratch app whose handlers count their runs.
 */
let db: Db;
let app: FastifyInstance;
let nowMs = 1_900_000_000_000;
const runs: Record<string, number> = {};
/** Answers of the /flaky route in turn: a status to fail with, or 200. */
const flaky: number[] = [];

beforeAll(async () => {
  db = await createTestDb();
  app = Fastify();
  installRequestContext(app);
  installErrorHandler(app);
  installIdempotency(app, new IdempotencyStore(db, { now: () => nowMs, ttlMs: 1000 }));
  const owner = async () => 'player:1';
  const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
  app.post('/flaky', { config: { idempotent: owner } }, async () => {
    const run = count('flaky');
    const status = flaky.shift() ?? 200;
    if (status === 500) throw new Error('boom');
    if (status !== 200) throw new ApiFailure(status, status === 429 ? 'common.tooManyRequests' : 'common.badRequest', { seconds: 1 });
    return { success: true, message: '', data: { run } };
  });
  app.get('/plain', async () => ({ success: true, message: '', data: { run: count('plain') } }));
  app.get('/bonus', { config: { idempotent: owner } }, async () => ({ success: true, message: '', data: { run: count('bonus') } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (key: string, body: unknown = { a: 1 }) => app.inject({ method: 'POST', url: '/flaky', payload: body as object, headers: { 'idempotency-key': key } });

describe(`idempotency hooks (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a 5xx frees the key: the retry runs the handler again, and its 200 is what later retries get', async () => {
    runs.flaky = 0;
    flaky.push(500);
    expect((await post('k5')).statusCode).toBe(500);
    const second = await post('k5');
    expect(second.statusCode).toBe(200);
    const third = await post('k5');
    expect(third.body).toBe(second.body);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(runs.flaky).toBe(2);
  });

  it('a 429 is not kept (it says "later"), a 400 is kept and replayed', async () => {
    runs.flaky = 0;
    flaky.push(429);
    expect((await post('k429')).statusCode).toBe(429);
    expect((await post('k429')).statusCode).toBe(200);
    flaky.push(400);
    const refused = await post('k400');
    expect(refused.statusCode).toBe(400);
    const again = await post('k400');
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: 400, body: refused.body });
    expect(runs.flaky).toBe(3);
  });

  it('the same body with keys in another order is the same request; another body is 422', async () => {
    expect((await post('korder', { a: 1, b: { c: 2, d: 3 } })).statusCode).toBe(200);
    expect((await post('korder', { b: { d: 3, c: 2 }, a: 1 })).headers['idempotent-replayed']).toBe('true');
    expect((await post('korder', { a: 2 })).statusCode).toBe(422);
  });

  it('GET calls (trial bonus) are keyed too; routes without the option ignore the header', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'idempotency-key': 'kget' } });
    const first = await get('/bonus');
    expect((await get('/bonus')).body).toBe(first.body);
    expect((await get('/bonus?x=1')).statusCode).toBe(422);
    await get('/plain');
    await get('/plain');
    expect(runs.plain).toBe(2);
  });

  it('an expired key is claimed anew by the next request', async () => {
    runs.flaky = 0;
    await post('kttl');
    nowMs += 1001;
    expect((await post('kttl')).headers['idempotent-replayed']).toBeUndefined();
    expect(runs.flaky).toBe(2);
  });
});
