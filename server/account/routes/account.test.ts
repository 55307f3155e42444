import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { expireCodes, lastCode, registerPlayer } from '@server/test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token?: string, locale: 'tr' | 'en' = 'en') =>
  call(t.app, 'POST', `/api/customer/${url}`, { body, token, locale });
const phoneOf = async (id: number) =>
  (await t.db.query<{ phone: string; sms_verified: boolean }>('SELECT phone, sms_verified FROM players WHERE id = $1', [id]))[0];

describe('POST customer/updatephone', () => {
  it('sends a code to the new number (step 1) and stores it as verified (step 2)', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const step1 = await post('updatephone', { step: 1, phone: '905551112233' }, p.token);
    expect(step1).toMatchObject({ status: 200, body: { success: true, message: 'A verification code has been sent to your phone.' } });
    const [sms] = await t.app.outbox.read(p.username);
    // Sent to and stored in E.164 (docs/security.md "Phone numbers and SMS"); the reply keeps the site's digit form.
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+905551112233' });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(await phoneOf(p.id)).toEqual({ phone: `+${p.phone}`, sms_verified: false });
    const step2 = await post('updatephone', { step: 2, phone: '905551112233', code: sms.code }, p.token);
    expect(step2).toMatchObject({ status: 200, body: { success: true, message: 'Your phone number has been verified.', data: { phone: '905551112233', smsVerified: true } } });
    expect(await phoneOf(p.id)).toEqual({ phone: '+905551112233', sms_verified: true });
    // The other player's data is untouched.
    expect(await phoneOf(other.id)).toEqual({ phone: `+${other.phone}`, sms_verified: false });
  });

  it('refuses a wrong code, a code for another number, an expired code, and locks after 5 attempts', async () => {
    const p = await registerPlayer(t.app);
    await post('updatephone', { step: 1, phone: '905551112244' }, p.token);
    const code = await lastCode(t.app, p.username);
    const wrong = code === '123123' ? '321321' : '123123';
    expect(await post('updatephone', { step: 2, phone: '905551112244', code: wrong }, p.token, 'tr')).toMatchObject({ status: 400, body: { message: 'Kod doğru değil.' } });
    expect((await post('updatephone', { step: 2, phone: '905559999999', code }, p.token)).body.message).toBe('The code is not correct.');
    for (let i = 0; i < 2; i += 1) await post('updatephone', { step: 2, phone: '905551112244', code: wrong }, p.token);
    expect((await post('updatephone', { step: 2, phone: '905551112244', code: wrong }, p.token)).body.message).toBe('Too many wrong attempts. Please request a new code.');
    expect((await post('updatephone', { step: 2, phone: '905551112244', code }, p.token)).status).toBe(400);
    await post('updatephone', { step: 1, phone: '905551112244' }, p.token);
    const fresh = await lastCode(t.app, p.username);
    await expireCodes(t.app, p.id);
    expect((await post('updatephone', { step: 2, phone: '905551112244', code: fresh }, p.token)).body.message).toBe('The code has expired. Please request a new one.');
    expect((await phoneOf(p.id)).sms_verified).toBe(false);
  });

  it.each([
    [{ step: 3, phone: '905551112233' }, 'Step must be one of: 1, 2.'],
    [{ step: 1 }, 'Phone is required.'],
    [{ step: 1, phone: '90555abc' }, 'Phone must contain digits only.'],
    // The form's mask (phone-number.ui.json maskComplete): 90 + 10 digits, as on the site.
    [{ step: 1, phone: '9055511122' }, 'Phone is not valid.'],
    [{ step: 1, phone: '125551112233' }, 'Phone is not valid.'],
    [{ step: 2, phone: '905551112233' }, 'Code is required.'],
    [{ step: 2, phone: '905551112233', code: '12345' }, 'Code must be at least 6 characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const p = await registerPlayer(t.app);
    expect(await post('updatephone', body, p.token)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('needs a session', async () => {
    expect((await post('updatephone', { step: 1, phone: '905551112233' })).status).toBe(401);
  });

  it('limits step 1 per player with 429', async () => {
    const limited = await createTestApp({ rateLimits: { phoneCode: { max: 2, windowMs: 60_000 } } });
    try {
      const p = await registerPlayer(limited.app);
      const send = () => call(limited.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: '905551112233' }, token: p.token, locale: 'en' });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      expect(await send()).toMatchObject({ status: 429, body: { success: false } });
      const code = await lastCode(limited.app, p.username);
      // Step 2 is not limited by it.
      const verify = await call(limited.app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone: '905551112233', code }, token: p.token });
      expect(verify.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST customer/changepassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const p = await registerPlayer(t.app);
    const second = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } });
    const secondToken = (second.body.data as { token: string }).token;
    const r = await post('changepassword', { oldPassword: p.password, password: 'brandNew77', confirmPassword: 'brandNew77' }, p.token);
    expect(r).toMatchObject({ status: 200, body: { success: true, message: 'Your password has been changed.' } });
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: secondToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: 'brandNew77' } })).status).toBe(200);
  });

  it.each([
    [{ oldPassword: 'wrongOld1', password: 'brandNew77', confirmPassword: 'brandNew77' }, 'The current password is not correct.'],
    [{ oldPassword: 'secret123', password: 'secret123', confirmPassword: 'secret123' }, 'The new password must differ from the current one.'],
    [{ oldPassword: 'secret123', password: 'brandNew77', confirmPassword: 'brandNew78' }, 'Passwords do not match.'],
    [{ oldPassword: 'secret123', password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 5 characters.'],
    [{ password: 'brandNew77', confirmPassword: 'brandNew77' }, 'Old Password is required.'],
    // docs/security.md "Common passwords" (contracts/domain/password-strength.ts).
    [{ oldPassword: 'secret123', password: '123456', confirmPassword: '123456' }, 'Password is one of the most common passwords. Choose one that is harder to guess.'],
    [{ oldPassword: 'secret123', password: 'password1', confirmPassword: 'password1' }, 'Password is one of the most common passwords. Choose one that is harder to guess.'],
    [{ oldPassword: 'secret123', password: 'qwerty', confirmPassword: 'qwerty' }, 'Password is one of the most common passwords. Choose one that is harder to guess.'],
  ])('refuses %j with 400 and keeps the old password', async (body, message) => {
    const p = await registerPlayer(t.app);
    expect(await post('changepassword', body, p.token)).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('refuses a common new password in Turkish too', async () => {
    const p = await registerPlayer(t.app);
    const r = await post('changepassword', { oldPassword: p.password, password: 'qwerty', confirmPassword: 'qwerty' }, p.token, 'tr');
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Şifre en sık kullanılan şifrelerden biri. Tahmin edilmesi daha zor bir şifre seçin.' } });
  });

  it('needs a session', async () => {
    expect((await post('changepassword', { oldPassword: 'secret123', password: 'brandNew77', confirmPassword: 'brandNew77' })).status).toBe(401);
  });
});
