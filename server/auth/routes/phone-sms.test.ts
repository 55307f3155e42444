import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/app';
import type { MessageSender, OutgoingMessage } from '@server/notifications/message-sender';
import { lastCode, registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp, createTestDb, fastRegistration, type TestApp } from '@server/test/test-app';
import type { Db } from '@server/db/db';

/**
 * Phone numbers and SMS (docs/security.md "Phone numbers and SMS", "Nothing enumerates"): one E.164 form per
 * handset, allowed countries from config, an overall SMS budget the operator sees, reset codes to verified phones
 * only, and a reset answer (status, limits, code path) that is the same for every username.
 */
let db: Db;
let t: TestApp;
beforeAll(async () => {
  db = await createTestDb();
  t = await createTestApp({ db });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

let numbers = 0;
/** A fresh Türkiye mobile number in the site's form ('90' + 10 digits), one per call. */
const freshPhone = () => `9053${String(Date.now() % 1e5).padStart(5, '0')}${String((numbers += 1)).padStart(3, '0')}`;

const post = (app: TestApp['app'], url: string, body: unknown, token?: string) => call(app, 'POST', `/api/${url}`, { body, token, locale: 'en' });

/** A player who verified `phone` through customer/updatephone. */
async function verifiedPlayer(app: TestApp['app'], phone = freshPhone(), extra: Record<string, unknown> = {}): Promise<TestPlayer> {
  const p = await registerPlayer(app, { phone, ...extra });
  expect((await post(app, 'customer/updatephone', { step: 1, phone }, p.token)).status).toBe(200);
  const code = await lastCode(app, p.username);
  expect((await post(app, 'customer/updatephone', { step: 2, phone, code }, p.token)).status).toBe(200);
  return p;
}

const smsCount = async (app: TestApp['app'], username: string) => {
  await app.afterReply.settled();
  return (await app.outbox.read(username)).filter((m) => m.channel === 'sms').length;
};

describe('one E.164 form per handset', () => {
  it('stores the number in E.164 and answers in the site form', async () => {
    const phone = freshPhone();
    const p = await verifiedPlayer(t.app, phone);
    const [row] = await db.query<{ phone: string }>('SELECT phone FROM players WHERE id = $1', [p.id]);
    expect(row.phone).toBe(`+${phone}`);
    const login = await post(t.app, 'auth/login', { username: p.username, password: p.password });
    expect(login.body.data).toMatchObject({ phone, smsVerified: true });
  });

  it('counts two spellings of one handset as one number for the trial bonus', async () => {
    const phone = freshPhone();
    const first = await verifiedPlayer(t.app, phone, { trialBonus: 1 });
    expect((await call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: first.token, locale: 'en' })).status).toBe(200);
    // An account whose verified number was kept as typed, with the trunk 0 after the country code.
    const other = await registerPlayer(t.app, { phone: freshPhone(), trialBonus: 1 });
    await db.query('UPDATE players SET phone = $1, sms_verified = true WHERE id = $2', [`+90 0${phone.slice(2, 5)} ${phone.slice(5)}`, other.id]);
    const second = await call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: other.token, locale: 'en' });
    expect(second).toMatchObject({ status: 400, body: { message: 'The trial bonus has already been given for this phone number.' } });
  });

  it('counts two spellings of one handset as one number for the SMS limits per number', async () => {
    const strict = await createTestApp({ db, rateLimits: { smsNumberHour: { max: 2, windowMs: 3_600_000 } } });
    try {
      const phone = freshPhone();
      const a = await verifiedPlayer(strict.app, phone); // 1 SMS to the number
      const b = await registerPlayer(strict.app, { phone: freshPhone() });
      await db.query('UPDATE players SET phone = $1, sms_verified = true WHERE id = $2', [`0${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`, b.id]);
      expect((await post(strict.app, 'auth/sendresetpassword', { username: b.username })).status).toBe(200);
      expect(await smsCount(strict.app, b.username)).toBe(1); // 2 SMS to the number
      expect((await post(strict.app, 'customer/updatephone', { step: 1, phone }, a.token)).status).toBe(429);
    } finally {
      await strict.app.close();
    }
  });
});

describe('allowed countries (config/site.json phones.allowedCountries)', () => {
  it('refuses a number that is no valid number, at registration and verification, with a field error', async () => {
    const bad = '901234567890';
    const r = await post(t.app, 'auth/register', fastRegistration({ phone: bad }));
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Phone is not a valid phone number.' } });
    const p = await registerPlayer(t.app, { phone: freshPhone() });
    const tr = await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: bad }, token: p.token, locale: 'tr' });
    expect(tr).toMatchObject({ status: 400, body: { message: 'Telefon geçerli bir telefon numarası değil.' } });
    expect(await smsCount(t.app, p.username)).toBe(0);
  });

  it('refuses a number of a country the config does not allow', async () => {
    const germanOnly = await createTestApp({ db, phones: { allowedCountries: ['DE'] } });
    try {
      const r = await post(germanOnly.app, 'auth/register', fastRegistration({ phone: freshPhone() }));
      expect(r).toMatchObject({ status: 400, body: { message: 'Phone numbers of this country are not accepted. Please enter a Türkiye (+90) number.' } });
      const p = await registerPlayer(t.app, { phone: freshPhone() });
      const step1 = await post(germanOnly.app, 'customer/updatephone', { step: 1, phone: freshPhone() }, p.token);
      expect(step1.status).toBe(400);
      expect(await smsCount(germanOnly.app, p.username)).toBe(0);
    } finally {
      await germanOnly.app.close();
    }
  });
});

describe('the overall SMS budget', () => {
  it('refuses clearly once spent, for every SMS-sending call, and the operator sees the count', async () => {
    const fresh = await createTestDb();
    const small = await createTestApp({ db: fresh, phones: { smsBudget: { perHour: 2, perDay: 100 } } });
    try {
      const verified = await verifiedPlayer(small.app); // 1 SMS
      const p = await registerPlayer(small.app, { phone: freshPhone() });
      expect((await post(small.app, 'customer/updatephone', { step: 1, phone: freshPhone() }, p.token)).status).toBe(200); // 2
      const spent = await call(small.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: freshPhone() }, token: p.token, locale: 'tr' });
      expect(spent).toMatchObject({ status: 503, body: { success: false, message: 'Şu anda SMS gönderemiyoruz. Lütfen daha sonra tekrar deneyin veya canlı destekten bize ulaşın.' } });
      const known = await post(small.app, 'auth/sendresetpassword', { username: verified.username });
      const unknown = await post(small.app, 'auth/sendresetpassword', { username: 'nobody-at-all-42' });
      expect(known).toMatchObject({ status: 503, body: { message: 'We cannot send text messages right now. Please try again later or contact support through live chat.' } });
      expect(unknown.status).toBe(503);
      expect(unknown.body).toEqual(known.body);
      expect(await smsCount(small.app, p.username)).toBe(1);
      const usage = await call(small.app, 'GET', '/api/operator/sms', { operator: 'ayse.ops' });
      expect(usage).toMatchObject({ status: 200, body: { data: { hour: { sent: 2, budget: 2 }, day: { sent: 2, budget: 100 } } } });
    } finally {
      await small.app.close();
      await fresh.close();
    }
  });
});

describe('reset codes go to verified phones only, and the answer never tells', () => {
  it('sends nothing to an unverified phone and answers like for a verified one and an unknown name', async () => {
    const verified = await verifiedPlayer(t.app);
    const unverified = await registerPlayer(t.app, { phone: freshPhone() });
    const replies = [];
    for (const username of [verified.username, unverified.username, 'nobody-here-42']) {
      const r = await post(t.app, 'auth/sendresetpassword', { username });
      replies.push({ status: r.status, body: r.body });
    }
    expect(replies[0]).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'If the account of this username has a verified phone, we sent a reset code to it. Otherwise, contact support through live chat to recover your account.' },
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    const sms = (await t.app.outbox.read(verified.username)).filter((m) => m.body.includes('reset'));
    expect(sms).toHaveLength(1);
    expect(sms[0].recipient).toMatch(/^\+90\d{10}$/);
    expect(await smsCount(t.app, unverified.username)).toBe(0);
  });

  it('answers before the SMS is sent: the reply does not wait for (or time) the send', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: (m: OutgoingMessage) => void = () => undefined;
    const sendStarted = new Promise<OutgoingMessage>((resolve) => (started = resolve));
    const holding: MessageSender = {
      async send(message) {
        if (message.body.includes('reset')) {
          started(message);
          await gate;
        }
        await t.app.outbox.send(message);
      },
    };
    const gated = await createTestApp({ db, sender: holding });
    try {
      const verified = await verifiedPlayer(gated.app);
      // The SMS is held until the test ends: the reply must come without it (a route that awaited it never answers).
      const reply = await post(gated.app, 'auth/sendresetpassword', { username: verified.username });
      expect(reply.status).toBe(200);
      expect((await sendStarted).recipient).toMatch(/^\+90/);
    } finally {
      release();
      await gated.app.close();
    }
  });

  it('refuses the 6th reset of a known and of an unknown name alike (status and Retry-After)', async () => {
    // A database of its own: the per-IP counters of the other tests would refuse first.
    const fresh = await createTestDb();
    const relaxed = await createTestApp({ db: fresh });
    const limited = await createTestApp({ db: fresh, rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const known = await verifiedPlayer(relaxed.app);
      const sixth = async (username: string) => {
        for (let i = 0; i < 5; i += 1) expect((await post(limited.app, 'auth/sendresetpassword', { username })).status).toBe(200);
        return post(limited.app, 'auth/sendresetpassword', { username });
      };
      const a = await sixth(known.username);
      const b = await sixth('nobody-known-as-this');
      expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
      expect(a.status).toBe(429);
      const [ra, rb] = [Number(a.headers['retry-after']), Number(b.headers['retry-after'])];
      expect(Math.abs(ra - rb)).toBeLessThanOrEqual(5);
      expect(ra).toBeGreaterThan(500);
    } finally {
      await limited.app.close();
      await relaxed.app.close();
      await fresh.close();
    }
  });
});
