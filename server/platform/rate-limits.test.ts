import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../app.ts';
import { registerPlayer } from '../test/account-helpers.ts';
import { call, createTestApp, fastRegistration } from '../test/test-app.ts';
import type { EnvelopeReply, TestApp } from '../test/test-app.ts';

/**
 * Issue 3 Safety: login, register, SMS sending and password reset are rate limited with 429 and a clear,
 * localised message, at the production defaults (test mode relaxes them, so they are passed in here).
 */
let t: TestApp;
let relaxed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
  // Players for the phone-code limit come from an app without limits on the same database.
  relaxed = await createTestApp({ db: t.db });
});
afterAll(async () => {
  await relaxed.app.close();
  await t.close();
});

const limited = (r: EnvelopeReply, locale: 'en' | 'tr' = 'en') => {
  expect(r.status).toBe(429);
  expect(r.body.success).toBe(false);
  expect(r.body.message).toMatch(locale === 'en' ? /^Too many attempts\. Please try again in \d+ seconds\.$/ : /^Çok fazla deneme yapıldı\. Lütfen \d+ saniye/);
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits at the production defaults', () => {
  it('the defaults are login 10/min, register 20/min, reset codes and phone codes 5 per 10 min', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      login: { max: 10, windowMs: 60_000 },
      register: { max: 20, windowMs: 60_000 },
      resetPassword: { max: 5, windowMs: 600_000 },
      phoneCode: { max: 5, windowMs: 600_000 },
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
    const p = await registerPlayer(relaxed.app);
    const send = () => call(t.app, 'POST', '/api/auth/sendresetpassword', { body: { username: p.username }, locale: 'en' });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const sent = (await t.app.ctx.outbox.read(p.username, 100)).length;
    limited(await send());
    expect((await t.app.ctx.outbox.read(p.username, 100)).length).toBe(sent);
  });

  it('POST customer/updatephone step 1: the 6th SMS code for one player is 429 and sends no SMS', async () => {
    const p = await registerPlayer(relaxed.app);
    const send = () => call(t.app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 1, phone: '905321234567' }, locale: 'en' });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const sent = (await t.app.ctx.outbox.read(p.username, 100)).length;
    limited(await send());
    expect((await t.app.ctx.outbox.read(p.username, 100)).length).toBe(sent);
  });
});
