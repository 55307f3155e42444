import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';
import { deposit } from './protection-test-support';

/** Identity (TC number, 18+ birth date) before money, switched by the profile. */
let t: TestApp;
beforeAll(async () => {
  const base = loadProtectionProfile();
  t = await createTestApp({ compliance: { ...base, registration: { ...base.registration!, identityBeforeMoney: true } } });
});
afterAll(() => t.close());

const identity = (token: string, body?: unknown) =>
  body === undefined
    ? call(t.app, 'GET', '/api/protection/identity', { token })
    : call(t.app, 'POST', '/api/protection/identity', { token, body, locale: 'en' });
const launch = (token: string) => call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token, body: { code: 'pp-001' }, locale: 'en' });

describe('identity before money', () => {
  it('refuses the deposit of a fast sign-up until a valid TC number and an 18+ birth date are given', async () => {
    const p = await registerPlayer(t.app, { phone: '905301112201' });
    expect((await identity(p.token)).body.data).toEqual({ required: true, complete: false, missing: ['personalNo', 'birthDate'] });
    const refused = await deposit(t.app, p.token, 50);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please confirm your identity before your first deposit or game: your TC identity number and birth date (18 or older).');
    expect((await deposit(t.app, p.token, 50, 'tr')).body.message).toMatch(/^İlk yatırımınızdan veya oyununuzdan önce/);

    expect((await identity(p.token, { personalNo: '12345678901', birthDate: '1990-01-01' })).body.message).toBe('The TC identity number is not valid.');
    const young = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect((await identity(p.token, { personalNo: '12345678950', birthDate: young })).body.message).toBe('You must be at least 18 years old.');
    expect((await identity(p.token, { personalNo: '12345678950', birthDate: '1990-02-30' })).status).toBe(400);
    expect((await identity(p.token)).body.data).toMatchObject({ complete: false });

    const saved = await identity(p.token, { personalNo: '12345678950', birthDate: '1990-01-01' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ required: true, complete: true, missing: [] });
    expect((await deposit(t.app, p.token, 50)).status).toBe(200);
    // Stored once: no swapping identities afterwards.
    expect((await identity(p.token, { personalNo: '98765432150', birthDate: '1990-01-01' })).body.message).toMatch(/already confirmed/);
  });

  it('refuses play too, and a default sign-up with its TC number and birth date may deposit at once', async () => {
    const fast = await registerPlayer(t.app, { phone: '905301112202' });
    const r = await launch(fast.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/confirm your identity/);
    const full = await registerPlayer(t.app, { ...fastRegistration({ isFast: false, PersonalNo: '98765432150', birthDate: '1980-05-05' }), phone: '905301112203' });
    expect((await deposit(t.app, full.token, 50)).status).toBe(200);
  });

  it('checks an identity given later against excluded players, like a registration', async () => {
    const ex = await registerPlayer(t.app, { ...fastRegistration({ isFast: false, PersonalNo: '11111111110', birthDate: '1970-01-01' }), phone: '905301112204' });
    await call(t.app, 'POST', '/api/protection/exclude', { token: ex.token, body: { kind: 'selfExclusion', period: 'permanent' } });
    const p = await registerPlayer(t.app, { phone: '905301112205', name: 'Emre', surname: 'Şahin' });
    const r = await identity(p.token, { personalNo: '11111111110', birthDate: '1982-02-02' });
    expect(r.body.message).toBe('We cannot open an account with these details. Please contact support.');
    expect((await identity(p.token)).body.data).toMatchObject({ complete: false });
  });

  it('a default registration with a TC number failing its check digits is refused on any profile', async () => {
    const r = await call(t.app, 'POST', '/api/auth/register', { body: fastRegistration({ isFast: false, PersonalNo: '12345678901', birthDate: '1990-01-01' }), locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The TC identity number is not valid.');
  });
});
