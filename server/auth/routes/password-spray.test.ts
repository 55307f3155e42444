import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/app';
import { registerPlayer } from '@server/test/account-helpers';
import { createTestApp, suiteApp, suiteLimitedApps } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * Password spraying (docs/security.md "Password spraying"), at the production limits passed explicitly (test mode
 * relaxes them): one address cannot try one password over many accounts, a stolen session cannot guess the current
 * password fast, and a site-wide run of failures makes every password check ask a solved proof-of-work first.
 */
const { limited: t, relaxed } = suiteLimitedApps(DEFAULT_RATE_LIMITS);

const post = (app: TestApp['app'], url: string, body: unknown, ip: string, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

describe('per-IP limit across accounts', () => {
  it('one address gets 30 password checks per 10 minutes over all accounts, then 429; another address still gets through', async () => {
    expect(DEFAULT_RATE_LIMITS.loginIp).toEqual({ max: 30, windowMs: 600_000 });
    const ip = '198.51.100.10';
    // Thirty different accounts: each is attempt 1 of its own per-account budgets, so only the per-IP rule can stop
    // the 31st. Passwords below the 5-character floor are refused by validation, after counting, without argon2.
    for (let i = 0; i < 30; i++) expect((await post(t.app, '/api/auth/login', { username: `spray${i}`, password: 'x' }, ip)).statusCode).toBe(400);
    const refused = await post(t.app, '/api/auth/login', { username: 'spray30', password: 'x' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // auth/exclusionreturn checks a password too: same budget.
    expect((await post(t.app, '/api/auth/exclusionreturn', { username: 'spray31', password: 'x', step: 'request' }, ip)).statusCode).toBe(429);
    expect((await post(t.app, '/api/auth/login', { username: 'spray30', password: 'x' }, '198.51.100.11')).statusCode).toBe(400);
  });

  it('customer/changepassword spends the same per-IP budget as logins', async () => {
    const ip = '198.51.100.20';
    const p = await registerPlayer(relaxed.app);
    for (let i = 0; i < 30; i++) await post(t.app, '/api/auth/login', { username: `ipshare${i}`, password: 'x' }, ip);
    const r = await post(t.app, '/api/customer/changepassword', { oldPassword: 'wrong-old', password: 'new-pass1', confirmPassword: 'new-pass1' }, ip, p.token);
    expect(r.statusCode).toBe(429);
  });
});

describe('customer/changepassword per player', () => {
  it('5 current-password checks per 10 minutes per player, whatever the address; the 6th is 429 and changes nothing', async () => {
    expect(DEFAULT_RATE_LIMITS.changePassword).toEqual({ max: 5, windowMs: 600_000 });
    const p = await registerPlayer(relaxed.app);
    const attempt = (oldPassword: string, ip: string) =>
      post(t.app, '/api/customer/changepassword', { oldPassword, password: 'new-pass1', confirmPassword: 'new-pass1' }, ip, p.token);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-old', `198.51.100.${30 + i}`)).statusCode).toBe(400);
    const refused = await attempt(p.password, '198.51.100.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    // The right password was never checked: the old one still logs in.
    expect((await post(relaxed.app, '/api/auth/login', { username: p.username, password: p.password }, '198.51.100.41')).statusCode).toBe(200);
  });
});

describe('site-wide failure breaker', () => {
  const b = suiteApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, passwordFailures: { max: 3, windowMs: 300_000 } } });

  const payloadOf = async (challenge: Challenge) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
  };

  it('past the failure threshold a login asks a challenge before the password; a solved one is accepted once', async () => {
    const p = await registerPlayer(b.app);
    // Four failures from four addresses (no per-IP or per-account limit is reached): the fourth trips the breaker.
    for (let i = 0; i < 4; i++) expect((await post(b.app, '/api/auth/login', { username: p.username, password: `wrong-${i}` }, `203.0.113.${i}`)).statusCode).toBe(400);
    const asked = await post(b.app, '/api/auth/login', { username: p.username, password: p.password }, '203.0.113.50');
    expect(asked.statusCode).toBe(400);
    const body = asked.json() as { message: string; data: { challenge: Challenge } };
    expect(body.message).toMatch(/security check/);
    expect(body.data.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');

    // A made-up payload is not a solution.
    const forged = Buffer.from(JSON.stringify({ challenge: body.data.challenge, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect((await post(b.app, '/api/auth/login', { username: p.username, password: p.password, altcha: forged }, '203.0.113.51')).json().data).toHaveProperty('challenge');

    const altcha = await payloadOf(body.data.challenge);
    const accepted = await post(b.app, '/api/auth/login', { username: p.username, password: p.password, altcha }, '203.0.113.52');
    expect(accepted.statusCode).toBe(200);
    // Replayed: refused with a fresh challenge, the password not checked.
    const replayed = await post(b.app, '/api/auth/login', { username: p.username, password: p.password, altcha }, '203.0.113.53');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().data).toHaveProperty('challenge');
  });

  it('the same breaker guards customer/changepassword', async () => {
    await b.app.passwordGuard.setTrippedUntil(Date.now() + 60_000);
    const p = await registerPlayer(b.app);
    const r = await post(b.app, '/api/customer/changepassword', { oldPassword: p.password, password: 'new-pass1', confirmPassword: 'new-pass1' }, '203.0.113.60', p.token);
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toHaveProperty('challenge');
  });

  it('another process on the same database sees the tripped breaker and refuses a solution spent there', async () => {
    await b.app.passwordGuard.setTrippedUntil(Date.now() + 60_000);
    const other = await createTestApp({ db: b.db });
    try {
      const p = await registerPlayer(b.app);
      const asked = await post(other.app, '/api/auth/login', { username: p.username, password: p.password }, '203.0.113.70');
      const altcha = await payloadOf((asked.json() as { data: { challenge: Challenge } }).data.challenge);
      expect((await post(b.app, '/api/auth/login', { username: p.username, password: p.password, altcha }, '203.0.113.71')).statusCode).toBe(200);
      expect((await post(other.app, '/api/auth/login', { username: p.username, password: p.password, altcha }, '203.0.113.72')).statusCode).toBe(400);
    } finally {
      await other.app.close();
    }
  });
});
