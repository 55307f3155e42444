import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, options: { locale?: 'tr' | 'en'; headers?: Record<string, string> } = {}) =>
  call(t.app, 'POST', '/api/auth/login', { body, ...options });

describe('POST /api/auth/login', () => {
  it('logs the demo player in and returns SessionData with the balance in lira', async () => {
    const r = await login({ username: 'demouser', password: 'Demo12345' }, { headers: { 'x-fingerprint': 'fp-123', 'user-agent': 'vitest' } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('Giriş başarılı. Hoş geldiniz, Demo!');
    const data = r.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      username: 'demouser', name: 'Demo', surname: 'Oyuncu', balance: 1000, phone: '905551112233', smsVerified: false,
      betsyUrl: '/demo/sportsbook/fcg', betcoUrl: '/demo/sportsbook/betco',
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.usercode).toMatch(/^\d+$/);
    expect(data.betsyCid).toBe(data.usercode);
    expect(data.betsyToken).not.toBe(data.betcoToken);
    // The session row keeps only the token's hash, plus where the login came from.
    const rows = await t.db.query<{ token_hash: string; fingerprint: string; user_agent: string; ip: string }>(
      'SELECT token_hash, fingerprint, user_agent, ip FROM sessions ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(String(data.token));
    expect(rows[0]).toMatchObject({ fingerprint: 'fp-123', user_agent: 'vitest', ip: '127.0.0.1' });
  });

  it('accepts the username in any case and answers in English for x-locale en', async () => {
    const r = await login({ username: 'DemoUser', password: 'Demo12345' }, { locale: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Login successful. Welcome, Demo!');
  });

  it('refuses a wrong password or unknown user with 400 (not 401) and the same message', async () => {
    const wrong = await login({ username: 'demouser', password: 'wrong-pass' });
    const unknown = await login({ username: 'nobody', password: 'wrong-pass' }, { locale: 'en' });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null } });
    expect(unknown).toMatchObject({ status: 400, body: { success: false, message: 'Username or password is incorrect.' } });
  });

  it.each([
    [{ password: 'Demo12345' }, 'tr', 'Kullanıcı Adı zorunludur.'],
    [{ password: 'Demo12345' }, 'en', 'Username is required.'],
    [{ username: 'demouser' }, 'en', 'Password is required.'],
    [{ username: 'de', password: 'Demo12345' }, 'en', 'Username must be at least 3 characters.'],
    [{ username: 'de', password: 'Demo12345' }, 'tr', 'Kullanıcı Adı en az 3 karakter olmalıdır.'],
    [{ username: 'demouser', password: '1234' }, 'en', 'Password must be at least 5 characters.'],
    [{ username: 'x'.repeat(36), password: 'Demo12345' }, 'en', 'Username must be at most 35 characters.'],
    [{ username: 12345, password: 'Demo12345' }, 'en', 'Username must be text.'],
    [{ username: 12345, password: 'Demo12345' }, 'tr', 'Kullanıcı Adı metin olmalıdır.'],
  ])('refuses %j (%s) with 400 naming the field', async (body, locale, message) => {
    const r = await login(body, { locale: locale as 'tr' | 'en' });
    expect(r).toMatchObject({ status: 400, body: { success: false, message, data: null } });
  });

  it('refuses a body that is not JSON with a 400 that says so', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, payload: '{bad' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ success: false, message: 'The request body is not valid JSON.', data: null });
  });

  it('rate limits per IP and username with 429 and a localised message', async () => {
    // A database of its own: counters live in the database, and this file's other tests log demouser in too.
    const strict = await createTestApp({ rateLimits: { login: { max: 3, windowMs: 60_000 } } });
    const app = strict.app;
    try {
      const attempt = (username: string) => call(app, 'POST', '/api/auth/login', { body: { username, password: 'wrong-pass' } });
      for (let i = 0; i < 3; i++) expect((await attempt('demouser')).status).toBe(400);
      const limited = await attempt('demouser');
      expect(limited.status).toBe(429);
      expect(limited.body.success).toBe(false);
      expect(limited.body.message).toMatch(/^Çok fazla deneme yapıldı\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The right password does not get through either while limited.
      expect((await call(app, 'POST', '/api/auth/login', { body: { username: 'demouser', password: 'Demo12345' } })).status).toBe(429);
      // Another username from the same IP has its own budget.
      expect((await attempt('otheruser')).status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  const token = async () => ((await login({ username: 'demouser', password: 'Demo12345' })).body.data as { token: string }).token;

  it('GET /api/user/balance returns the balance in lira with a live token', async () => {
    const r = await call(t.app, 'GET', '/api/user/balance', { token: await token() });
    expect(r).toMatchObject({ status: 200, body: { success: true, data: { balance: 1000 } } });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await call(t.app, 'GET', '/api/user/balance', { locale: 'en' });
    const bogus = await call(t.app, 'GET', '/api/user/balance', { token: 'not-a-real-token' });
    expect(none).toMatchObject({ status: 401, body: { success: false, message: 'Your session has expired. Please log in again.' } });
    expect(bogus).toMatchObject({ status: 401, body: { success: false, message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' } });
  });

  it('logout revokes only that session', async () => {
    const first = await token();
    const second = await token();
    const out = await call(t.app, 'GET', '/api/auth/logout', { token: first, locale: 'en' });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: 'You have been logged out.' } });
    expect((await call(t.app, 'GET', '/api/user/balance', { token: first })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: second })).status).toBe(200);
    const ended = await t.db.query<{ ended: boolean }>('SELECT ended_at IS NOT NULL AS ended FROM sessions ORDER BY id DESC LIMIT 2');
    expect(ended.map((r) => r.ended)).toEqual([false, true]);
  });

  it('logout without a session still succeeds (idempotent)', async () => {
    expect((await call(t.app, 'GET', '/api/auth/logout')).body.success).toBe(true);
  });

  it('a session idle for more than 24 h is dead', async () => {
    const tk = await token();
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE id = (SELECT max(id) FROM sessions)");
    expect((await call(t.app, 'GET', '/api/user/balance', { token: tk })).status).toBe(401);
  });
});
