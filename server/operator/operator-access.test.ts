import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/app';
import { readConfig } from '@server/config';
import { createOperator, DEMO_OPERATOR, listOperators, refuseDemoOperator, revokeOperator } from '@server/operator/accounts';
import { OPERATOR_ROUTE_ROLES, rolesFor } from '@server/operator/route-roles';
import { basicAuth, operatorAuth, operatorInject, TEST_OPERATOR_PASSWORD } from '@server/test/operator-helpers';
import { createTestApp, listenLocal, suiteApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** Operators are people (docs/operators.md "Operator accounts", "Roles", "The operator listener"). */
const t = suiteApp();

const get = (url: string, headers: Record<string, string> = {}) => operatorInject(t.app, { method: 'GET', url, headers: { 'x-locale': 'en', ...headers } });
const post = (url: string, headers: Record<string, string> = {}, payload: unknown = {}) =>
  operatorInject(t.app, { method: 'POST', url, payload: payload as object, headers: { 'x-locale': 'en', ...headers } });

describe('the operator listener', () => {
  it('the public port answers every /api/operator/* path with the 404 of an unknown path, even from this machine with the demo admin', async () => {
    const admin = await operatorAuth(t.db);
    for (const [method, url] of [['GET', '/api/operator/withdrawals'], ['GET', '/api/operator/protection'], ['POST', '/api/operator/config/reload'], ['GET', '/api/operator/sms']] as const) {
      const reply = await t.app.inject({ method, url, headers: { ...admin, 'x-locale': 'en' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, reply.statusCode, reply.json()]).toEqual([url, 404, { success: false, message: 'Not found', data: null }]);
    }
  });

  it('the operator listener serves the operator API only, over real HTTP on its own port', async () => {
    const { app } = await createTestApp({ db: t.db });
    try {
      const { base } = await listenLocal(app);
      const { port } = await app.listenOperator({ port: 0, host: '127.0.0.1' });
      const admin = await operatorAuth(t.db);
      const there = await fetch(`http://127.0.0.1:${port}/api/operator/sms`, { headers: admin });
      expect(there.status).toBe(200);
      expect((await fetch(`${base}/api/operator/sms`, { headers: admin })).status).toBe(404);
      // The site and the player API are not on the operator port.
      expect((await fetch(`http://127.0.0.1:${port}/api/auth/form`)).status).toBe(404);
      expect((await fetch(`${base}/api/auth/form`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ignores TRUST_PROXY: the per-address failure limit and the audit use the socket\'s address, whatever X-Forwarded-For says', async () => {
    const { app } = await createTestApp({ db: t.db, trustProxy: true, rateLimits: { operatorFailuresIp: { max: 2, windowMs: 60_000 } } });
    try {
      const { port } = await app.listenOperator({ port: 0, host: '127.0.0.1' });
      const at = (path: string, headers: Record<string, string>, method = 'GET') =>
        fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'x-locale': 'en', 'content-type': 'application/json', ...headers }, ...(method === 'POST' ? { body: '{}' } : {}) });
      // Each try names another operator and claims another address: only the socket's address can stop them.
      for (let i = 0; i < 2; i++) expect((await at('/api/operator/sms', { ...basicAuth(`xff${i}.ops`, 'wrong-password'), 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(401);
      expect((await at('/api/operator/sms', { ...basicAuth('xff9.ops', 'wrong-password'), 'x-forwarded-for': '203.0.113.99' })).status).toBe(429);

      const { app: other } = await createTestApp({ db: t.db, trustProxy: true });
      try {
        const { port: otherPort } = await other.listenOperator({ port: 0, host: '127.0.0.1' });
        const reply = await fetch(`http://127.0.0.1:${otherPort}/api/operator/config/reload`, {
          method: 'POST',
          headers: { ...(await operatorAuth(t.db, 'xff.admin', 'admin')), 'x-locale': 'en', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50', 'x-request-id': 'forged-id' },
          body: '{}',
        });
        expect(reply.status).toBe(200);
        expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        const [row] = await t.db.query<{ ip: string }>("SELECT ip FROM audit_trail WHERE actor = 'xff.admin' ORDER BY id DESC LIMIT 1");
        expect(row.ip).toBe('127.0.0.1');
      } finally {
        await other.close();
      }
    } finally {
      await app.close();
    }
  });
});

describe('signing in', () => {
  it('a call without credentials is 401 with a Basic challenge; the old shared headers open nothing', async () => {
    const bare = await get('/api/operator/withdrawals');
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toMatch(/^Basic realm="operator"/);
    const old = await get('/api/operator/withdrawals', { 'x-operator-name': 'ayse.ops', 'x-operator-token': 'anything' });
    expect(old.statusCode).toBe(401);
  });

  it('a wrong password, an unknown name and a revoked operator get one answer: 401', async () => {
    await operatorAuth(t.db, 'leaving.ops', 'payments');
    expect((await get('/api/operator/withdrawals', await operatorAuth(t.db, 'leaving.ops', 'payments'))).statusCode).toBe(200);
    const wrong = await get('/api/operator/withdrawals', basicAuth('leaving.ops', 'not-the-password'));
    const unknown = await get('/api/operator/withdrawals', basicAuth('nobody.ops', TEST_OPERATOR_PASSWORD));
    await revokeOperator(t.db, 'leaving.ops', 'test');
    const revoked = await get('/api/operator/withdrawals', basicAuth('leaving.ops', TEST_OPERATOR_PASSWORD));
    for (const reply of [wrong, unknown, revoked]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe('The operator name or password is wrong, or the operator was revoked.');
    }
  });

  it('the audit names the operator who signed in, never the x-operator-name header', async () => {
    const headers = { ...(await operatorAuth(t.db, 'real.ops', 'admin')), 'x-operator-name': 'someone-else' };
    expect((await post('/api/operator/config/reload', headers)).statusCode).toBe(200);
    const rows = await t.db.query<{ operator: string }>("SELECT actor AS operator FROM audit_trail WHERE action = 'POST /api/operator/config/reload' ORDER BY id DESC LIMIT 1");
    expect(rows).toEqual([{ operator: 'real.ops' }]);
  });
});

describe('failed tries are limited per operator name and per IP, in the shared rate-limit table', () => {
  const limited = {} as TestApp;
  beforeAll(async () => {
    Object.assign(limited, await createTestApp({ db: t.db, rateLimits: { operatorFailures: { max: 3, windowMs: 60_000 }, operatorFailuresIp: { max: 5, windowMs: 60_000 } } }));
  });
  afterAll(() => limited.app.close());
  const tryAs = (headers: Record<string, string>, ip = '127.0.0.1') =>
    operatorInject(limited.app, { method: 'GET', url: '/api/operator/sms', headers, remoteAddress: ip });

  it('after 3 wrong passwords for one name, the right one is refused (429) until the window ends; other names still sign in', async () => {
    const right = await operatorAuth(t.db, 'guessed.ops', 'support');
    for (let i = 0; i < 3; i++) expect((await tryAs(basicAuth('guessed.ops', `wrong-${i}`), `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const refused = await tryAs(right, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryAs(await operatorAuth(t.db, 'other.ops', 'support'), '10.0.1.1')).statusCode).toBe(200);
  });

  it('after 5 failures from one address, whatever the names, that address is refused', async () => {
    for (let i = 0; i < 5; i++) expect((await tryAs(basicAuth(`spray${i}.ops`, 'wrong-password'), '10.9.9.9')).statusCode).toBe(401);
    expect((await tryAs(await operatorAuth(t.db, 'fresh.ops', 'support'), '10.9.9.9')).statusCode).toBe(429);
    expect((await tryAs(await operatorAuth(t.db, 'fresh.ops', 'support'), '10.9.9.8')).statusCode).toBe(200);
  });

  it('production and demo count failures with their own limits', () => {
    expect(DEFAULT_RATE_LIMITS.operatorFailures.max).toBeLessThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.operatorFailuresIp.max).toBeLessThanOrEqual(50);
  });
});

describe('roles', () => {
  it('every operator route has a row in the role table, and every row is a route', () => {
    const routes = t.app.areaRoutes
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => key.includes(' /api/operator/') && !key.startsWith('HEAD '));
    expect(routes.length).toBeGreaterThan(10);
    for (const key of routes) expect(OPERATOR_ROUTE_ROLES[key], `${key} has no role rule in server/operator/route-roles.ts`).toBeDefined();
    expect(Object.keys(OPERATOR_ROUTE_ROLES).sort()).toEqual([...new Set(routes)].sort());
  });

  it('support only reads: every POST refuses it (403), every GET but the audit trail lets it read; admin may do all', () => {
    for (const key of Object.keys(OPERATOR_ROUTE_ROLES)) {
      const [method, pattern] = key.split(' ');
      expect([key, rolesFor(method, pattern).includes('support')]).toEqual([key, method === 'GET' && !pattern.startsWith('/api/operator/audit')]);
      expect(rolesFor(method, pattern)).toContain('admin');
    }
  });

  it('the role decides per route: support reads withdrawals but cannot approve one; payments cannot reload config', async () => {
    const support = await operatorAuth(t.db, 'sup.ops', 'support');
    const payments = await operatorAuth(t.db, 'pay.ops', 'payments');
    expect((await get('/api/operator/withdrawals', support)).statusCode).toBe(200);
    const approve = await post('/api/operator/withdrawals/999999/approve', support);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe('Your operator role may not do this.');
    expect((await post('/api/operator/withdrawals/999999/approve', payments)).statusCode).toBe(404);
    expect((await post('/api/operator/config/reload', payments)).statusCode).toBe(403);
    expect((await get('/api/operator/protection', payments)).statusCode).toBe(403);
  });
});

describe('operator accounts', () => {
  it('are created with a strong password, hashed, listed and revoked', async () => {
    await expect(createOperator(t.db, { name: 'new.ops', role: 'risk', password: 'short' }, 'test')).rejects.toThrow(/at least 12 characters/);
    await expect(createOperator(t.db, { name: 'new.ops', role: 'risk', password: 'passwordpassword' }, 'test')).rejects.toThrow(/most common/);
    await expect(createOperator(t.db, { name: 'new.ops', role: 'boss', password: 'a-long-secret-phrase' }, 'test')).rejects.toThrow(/role "boss"/);
    await expect(createOperator(t.db, { name: 'New Ops', role: 'risk', password: 'a-long-secret-phrase' }, 'test')).rejects.toThrow(/operator name/);
    const made = await createOperator(t.db, { name: 'new.ops', role: 'risk', password: 'a-long-secret-phrase' }, 'test');
    expect(made).toMatchObject({ name: 'new.ops', role: 'risk', createdBy: 'test', revokedAt: null });
    await expect(createOperator(t.db, { name: 'new.ops', role: 'risk', password: 'another-long-secret' }, 'test')).rejects.toThrow(/exists already/);
    const [stored] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM operators WHERE name = 'new.ops'");
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect((await get('/api/operator/protection', basicAuth('new.ops', 'a-long-secret-phrase'))).statusCode).toBe(200);
    await revokeOperator(t.db, 'new.ops', 'test');
    expect((await listOperators(t.db)).find((o) => o.name === 'new.ops')).toMatchObject({ revokedBy: 'test', revokedAt: expect.any(String) });
    expect((await get('/api/operator/protection', basicAuth('new.ops', 'a-long-secret-phrase'))).statusCode).toBe(401);
  });

  it('production refuses the shared OPERATOR_TOKEN and a database where the demo admin still signs in', async () => {
    expect(() => readConfig({ SERVER_MODE: 'production', SECRETS_KEY: 'a'.repeat(64), OPERATOR_TOKEN: 'x'.repeat(40) })).toThrow(/^OPERATOR_TOKEN: a shared operator secret is no longer accepted/);
    await expect(refuseDemoOperator(t.db)).rejects.toThrow(/demo password, which is public/);
    expect(DEMO_OPERATOR.role).toBe('admin');
  });

  it('OPERATOR_PORT defaults to PORT + 1 on loopback; off turns the operator API off; the public port is refused', () => {
    expect(readConfig({ PORT: '9000' }).operator).toEqual({ port: 9001, host: '127.0.0.1' });
    expect(readConfig({ PORT: '9000', OPERATOR_PORT: 'off' }).operator).toBeNull();
    expect(() => readConfig({ PORT: '9000', OPERATOR_PORT: '9000' })).toThrow(/OPERATOR_PORT: 9000 is the public PORT/);
    expect(() => readConfig({ OPERATOR_PORT: 'x' })).toThrow(/OPERATOR_PORT/);
  });
});
