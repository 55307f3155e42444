import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/app';
import { reauth, registerPlayer, verifyPhone } from '@server/test/account-helpers';
import { call, createTestApp, fastRegistration, suiteLimitedApps } from '@server/test/test-app';
import type { EnvelopeReply, TestApp } from '@server/test/test-app';

/**
 * Login, register, SMS sending and password reset are rate limited with 429 and a clear,
 * localised message, at the production defaults (test mode relaxes them, so they are passed in here).
 */
const { limited: t, relaxed } = suiteLimitedApps(DEFAULT_RATE_LIMITS);

const limited = (r: EnvelopeReply, locale: 'en' | 'tr' = 'en') => {
  expect(r.status).toBe(429);
  expect(r.body.success).toBe(false);
  expect(r.body.message).toMatch(locale === 'en' ? /^Too many attempts\. Please try again in \d+ seconds\.$/ : /^Çok fazla deneme yapıldı\. Lütfen \d+ saniye/);
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits at the production defaults', () => {
  it('the defaults (docs/security.md): login, register, SMS per account/number/IP, reset-code guesses, operator sign-in failures', () => {
    const hour = 3_600_000;
    expect(DEFAULT_RATE_LIMITS).toEqual({
      login: { max: 10, windowMs: 60_000 },
      loginAccount: { max: 30, windowMs: hour },
      register: { max: 20, windowMs: 60_000 },
      resetPassword: { max: 5, windowMs: 600_000 },
      phoneCode: { max: 5, windowMs: 600_000 },
      smsNumberHour: { max: 5, windowMs: hour },
      smsNumberDay: { max: 10, windowMs: 24 * hour },
      smsIpHour: { max: 20, windowMs: hour },
      smsIpDay: { max: 50, windowMs: 24 * hour },
      resetGuess: { max: 10, windowMs: 600_000 },
      resetGuessDay: { max: 20, windowMs: 24 * hour },
      resetGuessIp: { max: 30, windowMs: 600_000 },
      funLaunch: { max: 20, windowMs: 60_000 },
      funSpin: { max: 120, windowMs: 60_000 },
      loginIp: { max: 30, windowMs: 600_000 },
      changePassword: { max: 5, windowMs: 600_000 },
      passwordFailures: { max: 300, windowMs: 300_000 },
      secondStep: { max: 10, windowMs: 600_000 },
      twoStepProof: { max: 10, windowMs: 600_000 },
      passkeyLogin: { max: 10, windowMs: 60_000 },
      passkeyOptions: { max: 30, windowMs: 60_000 },
      operatorFailures: { max: 5, windowMs: 900_000 },
      operatorFailuresIp: { max: 20, windowMs: 900_000 },
    });
  });

  it('POST auth/login: the 11th attempt for one username is 429; another username still gets through', async () => {
    const attempt = (username: string, locale: 'en' | 'tr' = 'en') =>
      call(t.app, 'POST', '/api/auth/login', { body: { username, password: 'wrong-pass' }, locale });
    for (let i = 0; i < 10; i++) expect((await attempt('limitme')).status).toBe(400);
    limited(await attempt('limitme'));
    limited(await attempt('limitme', 'tr'), 'tr');
    expect((await attempt('someoneelse')).status).toBe(400);
  });

  it('POST auth/register: past the limit from one IP it is 429 and creates no player', async () => {
    // Three, not the default twenty: each registration hashes a password with argon2id, which CI pays for.
    const strict = await createTestApp({ db: t.db, rateLimits: { register: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await call(strict.app, 'POST', '/api/auth/register', { body: fastRegistration() })).status).toBe(200);
      const body = fastRegistration();
      limited(await call(strict.app, 'POST', '/api/auth/register', { body, locale: 'en' }));
      expect(await t.db.query('SELECT 1 FROM players WHERE username = $1', [body.username])).toHaveLength(0);
    } finally {
      await strict.app.close();
    }
  });

  it('POST auth/sendresetpassword: the 6th code for one username is 429 and sends no SMS', async () => {
    const p = await verifyPhone(relaxed.app, await registerPlayer(relaxed.app, { phone: '905320000001' }));
    const send = () => call(t.app, 'POST', '/api/auth/sendresetpassword', { body: { username: p.username }, locale: 'en' });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    await t.app.afterReply.settled();
    const sent = (await t.app.outbox.read(p.username, 100)).length;
    expect(sent).toBeGreaterThan(1);
    limited(await send());
    await t.app.afterReply.settled();
    expect((await t.app.outbox.read(p.username, 100)).length).toBe(sent);
  });

  it('POST customer/updatephone step 1: the 6th SMS code for one player is 429 and sends no SMS', async () => {
    const p = await registerPlayer(relaxed.app);
    const send = () => call(t.app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 1, phone: '905320000002' }, locale: 'en' });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const sent = (await t.app.outbox.read(p.username, 100)).length;
    limited(await send());
    expect((await t.app.outbox.read(p.username, 100)).length).toBe(sent);
  });
});

/*
 * The window and the key of each limit, on a controlled clock: only Date is faked (the limiter reads Date.now()),
 * so the database and timers run as usual. Refused bodies are used where they count: the limit runs before
 * validation, so these checks cost no password hashing.
 */
describe('each limit resets after its window and counts per its documented key', () => {
  let fresh: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    fresh = await createTestApp({ db: t.db, rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await fresh.app.close();
  });

  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const post = (url: string, body: unknown, ip = '203.0.113.1', token?: string) =>
    fresh.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('login: per IP + username (case-insensitive), 10 per 60 s', async () => {
    const attempt = (username: string, ip?: string) => post('/api/auth/login', { username }, ip).then((r) => r.statusCode);
    for (let i = 0; i < 10; i++) expect(await attempt('keyed')).toBe(400);
    expect(await attempt('KEYED')).toBe(429);
    expect(await attempt('keyed', '203.0.113.2')).toBe(400);
    expect(await attempt('other')).toBe(400);
    later(59_000);
    expect(await attempt('keyed')).toBe(429);
    later(1_000);
    expect(await attempt('keyed')).toBe(400);
  });

  it('register: per IP, 20 per 60 s', async () => {
    const attempt = (ip?: string) => post('/api/auth/register', {}, ip).then((r) => r.statusCode);
    for (let i = 0; i < 20; i++) expect(await attempt()).toBe(400);
    expect(await attempt()).toBe(429);
    expect(await attempt('203.0.113.9')).toBe(400);
    later(60_000);
    expect(await attempt()).toBe(400);
  });

  it('reset codes: per username (whatever the IP or letter case), 5 per 10 min', async () => {
    const attempt = (username: string, ip?: string) => post('/api/auth/sendresetpassword', { username }, ip).then((r) => r.statusCode);
    for (let i = 0; i < 5; i++) expect(await attempt('nobodyhere')).toBe(200);
    expect(await attempt('nobodyhere')).toBe(429);
    expect(await attempt('NobodyHere', '198.51.100.7')).toBe(429);
    expect(await attempt('someoneelse')).toBe(200);
    later(9 * 60_000);
    expect(await attempt('nobodyhere')).toBe(429);
    later(60_000);
    expect(await attempt('nobodyhere')).toBe(200);
  });

  it('phone codes: per player (whatever the IP), 5 per 10 min', async () => {
    const [one, two] = [await registerPlayer(relaxed.app), await registerPlayer(relaxed.app)];
    // A number per player and attempt, so only the per-player limit is reached (the limits per number and per IP
    // are tested in rate-limits-shared.test.ts).
    let n = 0;
    const attempt = (p: { id: number; token: string }, ip?: string) =>
      post('/api/customer/updatephone', { step: 1, phone: `905${String(p.id).padStart(5, '0')}${String(n++).padStart(4, '0')}` }, ip, p.token).then((r) => r.statusCode);
    for (let i = 0; i < 5; i++) expect(await attempt(one)).toBe(200);
    expect(await attempt(one, '198.51.100.8')).toBe(429);
    expect(await attempt(two)).toBe(200);
    later(10 * 60_000);
    // Ten minutes on, the phone change asks a fresh proof first (docs/security.md "Step-up"): given, so only the limit is tested.
    await reauth(fresh.app, one);
    expect(await attempt(one)).toBe(200);
  });
});
