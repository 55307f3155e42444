import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { registerPlayer } from '@server/test/account-helpers';
import { routeCatalogue } from '@server/test/route-catalogue';
import { call, createTestDb } from '@server/test/test-app';
import { ApiSchemas } from './api-schemas';
import { unboundedFields } from './schema-rules';
import { headerProblem } from '@server/test/fuzz-checks';

/** Bad input gets a 4xx with the envelope and the security headers, never a 500. */
let db: Db;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
  // Input that reaches the database although a schema should have stopped it (the last line of defence).
  app.get<{ Querystring: { sql: string } }>('/api/test-pg-error', async (request) => {
    const queries: Record<string, [string, unknown[]]> = {
      nul: ['SELECT $1::text AS v', ['a\u0000b']],
      range: ['SELECT $1::int AS v', ['2147483648']],
      text: ['SELECT $1::int AS v', ['abc']],
    };
    const [sql, params] = queries[request.query.sql];
    return db.query(sql, params);
  });
  await app.ready();
  token = (await registerPlayer(app)).token;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const NUL_EN = 'must not contain NUL characters or broken Unicode (lone surrogates)';
const NUL_TR = 'NUL karakteri veya bozuk Unicode (eşi olmayan vekil karakter) içermemelidir';

describe('strings refuse NUL and lone surrogates at the schema layer', () => {
  it('a body string: 400 naming the field, in en and tr', async () => {
    const en = await call(app, 'POST', '/api/auth/login', { body: { username: 'demo\u0000user', password: 'Demo12345' }, locale: 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ success: false, message: `Username ${NUL_EN}.`, data: null });
    const tr = await call(app, 'POST', '/api/auth/login', { body: { username: 'demouser\ud800', password: 'Demo12345' }, locale: 'tr' });
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe(`Kullanıcı Adı ${NUL_TR}.`);
  });

  it('a nested value of an open map, a query value and a path parameter', async () => {
    const deposit = await call(app, 'POST', '/api/payment/withdraw', {
      token,
      locale: 'en',
      body: { id: 11, target: 'pay', detail: { iban: '330006100519786457841326', accountHolder: 'Ayşe\u0000', amount: 100 } },
    });
    expect([deposit.status, deposit.body.message]).toEqual([400, `Account holder ${NUL_EN}.`]);
    const query = await app.inject({ method: 'GET', url: '/api/test/outbox?username=a%00b', headers: { 'x-locale': 'en' } });
    expect([query.statusCode, query.json().message]).toEqual([400, `Username ${NUL_EN}.`]);
    const param = await app.inject({ method: 'GET', url: '/demo/games/art/a%00b' });
    expect(param.statusCode).toBe(400);
  });

  it('a surrogate pair (an emoji) is still accepted', async () => {
    const r = await call(app, 'POST', '/api/auth/login', { body: { username: 'demo😀user', password: 'Demo12345' }, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).not.toContain('NUL');
  });
});

describe('a query key given more than once', () => {
  // Fastify's query parser reads `?a=1&a=2` as ['1', '2']; no route takes a list in its query (docs/input-hardening.md).
  it.each([
    ['/demo/games/api/session?session=1&session=2', 'Game session must be given only once.', 'Oyun oturumu yalnızca bir kez verilmelidir.'],
    ['/api/test/outbox?username=a&username=b', 'Username must be given only once.', 'Kullanıcı Adı yalnızca bir kez verilmelidir.'],
    ['/demo/games/play?session=x&lang=en&lang=tr', 'A value in the request must be given only once.', 'İstekteki bir değer yalnızca bir kez verilmelidir.'],
  ])('%s -> 400 naming the field, in en and tr', async (url, en, tr) => {
    const r = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'en' } });
    expect([r.statusCode, r.json()]).toEqual([400, { success: false, message: en, data: null }]);
    expect(headerProblem(url.split('?')[0], r)).toBeNull();
    const trReply = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'tr' } });
    expect([trReply.statusCode, trReply.json().message]).toEqual([400, tr]);
  });

  it('is refused before authentication: a player and a visitor get the same 400', async () => {
    const r = await call(app, 'GET', '/api/user/balance?x=1&x=2', { token, locale: 'en' });
    expect([r.status, r.body.message]).toEqual([400, 'A value in the request must be given only once.']);
    const visitor = await call(app, 'GET', '/api/user/balance?x=1&x=2', { locale: 'en' });
    expect([visitor.status, visitor.body.message]).toEqual([400, r.body.message]);
  });
});

describe('numbers stay inside the column they are stored in', () => {
  it.each([
    ['/api/payment/detail', { id: 2147483648, type: 1 }, 'Item number must be at most 2147483647.'],
    ['/api/customer/readnotification', { id: [9007199254740992] }, 'A value in the request must be at most 9007199254740991.'],
    ['/api/customer/bonuses', { skip: 1e308, take: 10 }, 'Records to skip must be at most 100000.'],
  ])('%s %j -> 400 %s', async (url, body, message) => {
    const r = await call(app, 'POST', url, { token, body, locale: 'en' });
    expect([r.status, r.body.message]).toEqual([400, message]);
  });
});

describe('every input schema is bounded', () => {
  it('every schema a route validates with has maxLength, minimum/maximum, maxItems where it needs them', () => {
    const problems = routeCatalogue(app).flatMap((route) =>
      Object.values(route.schema ?? {}).flatMap((schema) => unboundedFields(schema as Record<string, unknown>).map((p) => `${route.url}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('a route with an unbounded schema does not start, and the error names the field', async () => {
    const scratch = Fastify();
    scratch.setValidatorCompiler((await ApiSchemas.load()).compiler);
    scratch.post('/x', { schema: { body: { type: 'object', properties: { note: { type: 'string' }, n: { type: 'integer', minimum: 0 } } } } }, async () => 'ok');
    await expect(scratch.ready()).rejects.toThrow(/POST \/x body schema.*\/note: string without maxLength; \/n: number without maximum/);
  });
});

describe("Fastify's own errors get the envelope and the security headers", () => {
  it.each([
    ['/api/cms/content/%E0%A4%A', 400, 'The address of the request is not valid.'],
    ['/api/%ED%A0%80', 400, 'The address of the request is not valid.'],
    [`/demo/pay/${'x'.repeat(1_000)}`, 414, 'A part of the request address is too long.'],
  ])('%s -> %i', async (url, status, message) => {
    const r = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'en' } });
    expect(r.statusCode).toBe(status);
    expect(r.json()).toEqual({ success: false, message, data: null });
    expect(headerProblem(url, r)).toBeNull();
    const tr = await app.inject({ method: 'POST', url, headers: { 'x-locale': 'tr', 'content-type': 'application/json' }, payload: '{}' });
    expect(tr.statusCode).toBe(status);
    expect(tr.json().message).not.toBe(message);
  });

  it('an absurdly long bearer token is no token: 401 with the envelope', async () => {
    const r = await call(app, 'GET', '/api/user/balance', { token: 'x'.repeat(50_000), locale: 'en' });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });
});

describe('database errors about unstorable input are a 400, not a 500', () => {
  it.each(['nul', 'range', 'text'])('%s', async (sql) => {
    const r = await app.inject({ method: 'GET', url: `/api/test-pg-error?sql=${sql}`, headers: { 'x-locale': 'en' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ success: false, message: 'A value in the request is out of range or holds characters that cannot be stored.', data: null });
  });
});
