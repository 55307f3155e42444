import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';
import { login } from '@server/protection/routes/protection-test-support';

/** Re-registration after an exclusion, and the national self-exclusion register. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEUTRAL = 'We cannot open an account with these details. Please contact support.';
let phoneSeq = 0;
/** A phone number no other test of this file uses. */
const freshPhone = () => `9053${String(10_000_000 + (phoneSeq += 1) * 7919).padStart(8, '0')}`;
const register = (body: Record<string, unknown>, locale: 'tr' | 'en' = 'en') => call(t.app, 'POST', '/api/auth/register', { body, locale });
const defaultRegistration = (o: Record<string, unknown>) => fastRegistration({ isFast: false, ...o });

async function verifyPhone(app: TestApp['app'], p: TestPlayer, phone: string) {
  await call(app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 1, phone } });
  const code = await lastCode(app, p.username);
  return call(app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 2, phone, code }, locale: 'en' });
}
async function selfExclude(p: TestPlayer, kind = 'selfExclusion', period = 'permanent') {
  const r = await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind, period } });
  expect(r.status, r.body.message).toBe(200);
}
async function refusals(username: string) {
  return t.db.query<{ stage: string; reason: string; matched_on: string; matched_player_id: number | null }>(
    'SELECT stage, reason, matched_on, matched_player_id FROM registration_refusals WHERE username = $1',
    [username],
  );
}

describe('re-registration after self-exclusion', () => {
  it('refuses a new account with the verified phone of a self-excluded player, neutrally, and records it', async () => {
    const phone = freshPhone();
    const p = await registerPlayer(t.app, { phone });
    expect((await verifyPhone(t.app, p, phone)).status).toBe(200);
    await selfExclude(p);
    // Same phone (written another way) and name, new username and e-mail: the hole these checks close.
    const again = fastRegistration({ phone: `+${phone.slice(0, 2)} ${phone.slice(2)}`.replace(/\D/g, '') });
    const r = await register(again);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(NEUTRAL);
    expect(r.body.message).not.toMatch(/exclu/i);
    expect((await register(fastRegistration({ phone }), 'tr')).body.message).toBe('Bu bilgilerle hesap açamıyoruz. Lütfen destek ile iletişime geçin.');
    expect(await t.db.query('SELECT 1 FROM players WHERE username = $1', [again.username])).toHaveLength(0);
    expect(await refusals(String(again.username))).toEqual([{ stage: 'register', reason: 'excludedPlayer', matched_on: 'phone', matched_player_id: p.id }]);
  });

  it('also during a time-out; a phone the excluded player never verified blocks nobody', async () => {
    const verified = freshPhone();
    const p = await registerPlayer(t.app, { phone: verified });
    await verifyPhone(t.app, p, verified);
    await selfExclude(p, 'timeout', '24h');
    expect((await register(fastRegistration({ phone: verified }))).body.message).toBe(NEUTRAL);

    const unverified = freshPhone();
    const q = await registerPlayer(t.app, { phone: unverified });
    await selfExclude(q);
    expect((await register(fastRegistration({ phone: unverified }))).status).toBe(200);
  });

  it('matches the national id, and the name (Turkish case, split anyhow) with the birth date', async () => {
    const ex = await registerPlayer(t.app, { ...defaultRegistration({ PersonalNo: '12345678950', birthDate: '1985-03-09' }), name: 'Işıl Şükran', surname: 'Çelik', phone: freshPhone() });
    await selfExclude(ex);
    const byId = defaultRegistration({ PersonalNo: '12345678950', birthDate: '1991-01-01', name: 'Mehmet', surname: 'Demir', phone: freshPhone() });
    expect((await register(byId)).body.message).toBe(NEUTRAL);
    expect((await refusals(String(byId.username)))[0]).toMatchObject({ matched_on: 'personalNo', matched_player_id: ex.id });
    const byName = defaultRegistration({ PersonalNo: '98765432150', birthDate: '1985-03-09', name: 'IŞIL', surname: 'ŞÜKRAN ÇELİK', phone: freshPhone() });
    expect((await register(byName)).body.message).toBe(NEUTRAL);
    expect((await refusals(String(byName.username)))[0]).toMatchObject({ matched_on: 'nameBirthDate' });
    // Same name, another birth date: someone else.
    expect((await register(defaultRegistration({ PersonalNo: '98765432150', birthDate: '1985-03-10', name: 'Işıl', surname: 'Şükran Çelik', phone: freshPhone() }))).status).toBe(200);
  });

  it('refuses to verify the phone of an excluded player for another account', async () => {
    const phone = freshPhone();
    const ex = await registerPlayer(t.app, { phone });
    await verifyPhone(t.app, ex, phone);
    await selfExclude(ex);
    const other = await registerPlayer(t.app, { phone: freshPhone(), name: 'Can', surname: 'Kaya' });
    const r = await verifyPhone(t.app, other, phone);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('This phone number cannot be verified for this account. Please contact support.');
    const [row] = await t.db.query<{ phone: string; sms_verified: boolean }>('SELECT phone, sms_verified FROM players WHERE id = $1', [other.id]);
    expect(row.sms_verified).toBe(false);
    expect(row.phone).not.toBe(phone);
    expect((await refusals(other.username))[0]).toMatchObject({ stage: 'phoneVerify', matched_on: 'phone' });
  });

  it('is switched per market: matchExcludedPlayers false lets the registration through', async () => {
    const base = loadProtectionProfile();
    const off = await createTestApp({ compliance: { ...base, registration: { ...base.registration!, matchExcludedPlayers: false } } });
    try {
      const phone = freshPhone();
      const p = await registerPlayer(off.app, { phone });
      await verifyPhone(off.app, p, phone);
      await call(off.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'selfExclusion', period: 'permanent' } });
      expect((await call(off.app, 'POST', '/api/auth/register', { body: fastRegistration({ phone }) })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('national self-exclusion register', () => {
  const listed = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/test/national-register', { body: { action: 'add', ...body }, locale: 'en' });

  it('refuses a registration whose TC number is listed, clearly, and records it', async () => {
    expect((await listed({ personalNo: '11111111110' })).status).toBe(200);
    const body = defaultRegistration({ PersonalNo: '11111111110', birthDate: '1980-02-02', phone: freshPhone() });
    const r = await register(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/listed in the national self-exclusion register/);
    expect((await register(body, 'tr')).body.message).toMatch(/ulusal kendini oyundan men listesinde/);
    expect((await refusals(String(body.username)))[0]).toMatchObject({ stage: 'register', reason: 'nationalRegister', matched_on: 'personalNo' });
  });

  it('matches a name with its birth date, and refuses the login of an account listed after it registered', async () => {
    const p = await registerPlayer(t.app, defaultRegistration({ PersonalNo: '10000000146', birthDate: '1975-07-07', name: 'Zeynep', surname: 'Arslan', phone: freshPhone() }));
    expect((await login(t.app, p.username, p.password)).status).toBe(200);
    await listed({ name: 'ZEYNEP', surname: 'arslan', birthDate: '1975-07-07' });
    const sessions = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1', [p.id]))[0].n;
    const before = await sessions();
    const r = await login(t.app, p.username, p.password);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('You cannot log in: your identity is listed in the national self-exclusion register. Only the register can lift this.');
    expect(await sessions()).toBe(before); // the refused login's session never outlives the refusal
    const removed = await call(t.app, 'POST', '/api/test/national-register', { body: { action: 'remove', personalNo: '10000000146' } });
    expect(removed.status).toBe(200);
  });

  it('fails closed when the register cannot be asked, and refuses bad entries', async () => {
    const checks = t.app.registrationChecks;
    const real = checks.register;
    checks.register = { name: 'down', check: () => Promise.reject(new Error('timeout')) };
    try {
      const r = await register(defaultRegistration({ PersonalNo: '98765432150', birthDate: '1980-01-01', phone: freshPhone() }));
      expect(r.body.message).toBe('The national self-exclusion register cannot be reached right now. Please try again later.');
    } finally {
      checks.register = real;
    }
    expect((await listed({ personalNo: '12345678901' })).status).toBe(400);
    expect((await listed({ name: 'Ali' })).status).toBe(400);
  });
});
