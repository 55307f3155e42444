import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: unknown, locale?: 'tr' | 'en') => call(t.app, 'POST', '/api/auth/register', { body, locale });
const defaultVariant = (overrides: Record<string, unknown> = {}) =>
  fastRegistration({ isFast: false, PersonalNo: '12345678950', birthDate: '1990-05-17', ...overrides });

describe('POST /api/auth/register', () => {
  it('registers a fast player, logs them in with balance 0 and stores an argon2id hash', async () => {
    const body = fastRegistration({ refId: 7, partner: 'p1', subid: 's1', source: 'google' });
    const r = await register(body, 'en');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Registration successful. Welcome, Ayşe Nur!' });
    expect(r.body.data).toMatchObject({ username: body.username, name: 'Ayşe Nur', surname: 'Yılmaz', balance: 0, phone: '905321234567', smsVerified: false });
    const token = (r.body.data as { token: string }).token;
    expect((await call(t.app, 'GET', '/api/user/balance', { token })).body.data).toEqual({ balance: 0, cash: 0, bonus: 0, withdrawable: 0 });
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT p.password_hash, p.ref_id, p.partner, p.subid, p.source, p.country_id, p.personal_no, p.trial_bonus_requested,
              (SELECT count(*) FROM ledger l WHERE l.player_id = p.id) AS ledger_rows
       FROM players p WHERE p.username = $1`,
      [body.username],
    );
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ ref_id: 7, partner: 'p1', subid: 's1', source: 'google', country_id: 1, personal_no: null, trial_bonus_requested: false, ledger_rows: 0 });
    // The new credentials work for login.
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: body.username, password: body.password } });
    expect(login.status).toBe(200);
  });

  it('registers the default variant with PersonalNo and birth date', async () => {
    const body = defaultVariant({ trialBonus: 1 });
    const r = await register(body);
    expect(r.status).toBe(200);
    const [row] = await t.db.query<{ personal_no: string; birth: string; trial_bonus_requested: boolean }>(
      "SELECT personal_no, to_char(birth_date, 'YYYY-MM-DD') AS birth, trial_bonus_requested FROM players WHERE username = $1",
      [body.username],
    );
    expect(row).toEqual({ personal_no: '12345678950', birth: '1990-05-17', trial_bonus_requested: true });
  });

  it.each([
    [{ name: undefined }, 'en', 'Name is required.'],
    [{ name: 'A' }, 'en', 'Name must be at least 2 characters.'],
    [{ name: 'Ali3' }, 'en', 'Name must contain letters only, words separated by single spaces.'],
    [{ surname: 'Çelik  Öz' }, 'tr', 'Soyad yalnızca harflerden oluşmalı, kelimeler tek boşlukla ayrılmalıdır.'],
    [{ username: 'abcd' }, 'en', 'Username must be at least 5 characters.'],
    [{ username: 'abc_def' }, 'en', 'Username must contain letters and digits only.'],
    [{ username: 'a'.repeat(31) }, 'tr', 'Kullanıcı Adı en fazla 30 karakter olmalıdır.'],
    [{ email: 'not-an-email' }, 'en', 'E-mail must be a valid e-mail address.'],
    [{ email: 'not-an-email' }, 'tr', 'E-posta geçerli bir e-posta adresi olmalıdır.'],
    [{ phone: '90532abc' }, 'en', 'Phone must contain digits only.'],
    [{ phone: '9053' }, 'en', 'Phone must be at least 5 characters.'],
    // The form's mask (register-*.ui.json maskComplete): 90 + 10 digits, as on the site.
    [{ phone: '9053212345' }, 'en', 'Phone is not valid.'],
    [{ phone: '9053212345', isFast: false, PersonalNo: '12345678950', birthDate: '1990-05-17' }, 'tr', 'Telefon geçerli değil.'],
    [{ country: 'TR' }, 'en', 'Country must be a whole number.'],
    [{ currencyId: 2 }, 'en', 'Currency must be one of: 1.'],
    [{ trialBonus: 2 }, 'en', 'Trial bonus must be one of: 0, 1.'],
    [{ trialBonus: '1' }, 'en', 'Trial bonus must be a whole number.'],
    [{ password: '1234', password2: '1234' }, 'en', 'Password must be at least 5 characters.'],
    [{ isFast: 'yes' }, 'en', 'Registration type must be true or false.'],
    [{ isFast: false }, 'en', 'TC No is required.'],
    [{ isFast: false, PersonalNo: '1234567890', birthDate: '1990-01-01' }, 'en', 'TC No must be at least 11 characters.'],
    [{ isFast: false, PersonalNo: '1234567890a', birthDate: '1990-01-01' }, 'en', 'TC No must be exactly 11 digits.'],
    [{ isFast: false, PersonalNo: '12345678950' }, 'tr', 'Doğum Tarihi zorunludur.'],
    [{ isFast: false, PersonalNo: '12345678950', birthDate: '17.05.1990' }, 'en', 'Birthdate must be a date in the form YYYY-MM-DD.'],
  ])('refuses %j (%s) with 400 naming the field', async (overrides, locale, message) => {
    const r = await register(fastRegistration(overrides), locale as 'tr' | 'en');
    expect(r).toMatchObject({ status: 400, body: { success: false, message, data: null } });
  });

  it.each([
    [{ password2: 'other123' }, 'en', 'Passwords do not match.'],
    [{ password2: 'other123' }, 'tr', 'Şifreler eşleşmiyor.'],
    [{ country: 999 }, 'en', 'The selected country is not known.'],
    [{ isFast: false, PersonalNo: '12345678950', birthDate: '1990-02-30' }, 'en', 'The birthdate is not a valid date.'],
    [{ isFast: false, PersonalNo: '12345678950', birthDate: `${new Date().getFullYear() - 10}-01-01` }, 'en', 'You must be at least 18 years old.'],
  ])('refuses the business rule %j (%s)', async (overrides, locale, message) => {
    const r = await register(fastRegistration(overrides), locale as 'tr' | 'en');
    expect(r).toMatchObject({ status: 400, body: { success: false, message } });
  });

  // docs/security.md "Common passwords": the rule of contracts/domain/password-strength.ts, which the site checks too.
  it.each([
    ['123456', 'en', 'Password is one of the most common passwords. Choose one that is harder to guess.'],
    ['password1', 'en', 'Password is one of the most common passwords. Choose one that is harder to guess.'],
    ['qwerty', 'tr', 'Şifre en sık kullanılan şifrelerden biri. Tahmin edilmesi daha zor bir şifre seçin.'],
  ])('refuses the common password %j (%s) in both variants and creates nothing', async (password, locale, message) => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM players'))[0].n;
    for (const body of [fastRegistration({ password, password2: password }), defaultVariant({ password, password2: password })]) {
      expect(await register(body, locale as 'tr' | 'en')).toMatchObject({ status: 400, body: { success: false, message, data: null } });
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM players'))[0].n).toBe(before);
  });

  it('accepts a strong password', async () => {
    expect((await register(fastRegistration({ password: 'Ayva.Sepeti.83', password2: 'Ayva.Sepeti.83' }), 'en')).status).toBe(200);
  });

  it('refuses a taken username or e-mail, whatever the case, and creates nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM players'))[0].n;
    const user = await register(fastRegistration({ username: 'DEMOUSER' }), 'en');
    const mail = await register(fastRegistration({ email: 'Demo@Example.com' }), 'tr');
    expect(user).toMatchObject({ status: 400, body: { success: false, message: 'This username is already taken.' } });
    expect(mail).toMatchObject({ status: 400, body: { success: false, message: 'Bu e-posta adresi zaten kayıtlı.' } });
    expect((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM players'))[0].n).toBe(before);
  });

  it('lets only one of two simultaneous registrations of one username through', async () => {
    const a = fastRegistration();
    const b = fastRegistration({ username: a.username });
    const [ra, rb] = await Promise.all([register(a, 'en'), register(b, 'en')]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    expect([ra.body.message, rb.body.message]).toContain('This username is already taken.');
  });

  it('drops unknown fields instead of storing them', async () => {
    const r = await register(fastRegistration({ isAdmin: true }));
    expect(r.status).toBe(200);
  });
});
