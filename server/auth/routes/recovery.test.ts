import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { expireCodes, lastCode, registerPlayer, verifyPhone } from '@server/test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, locale: 'tr' | 'en' = 'en') => call(t.app, 'POST', `/api/auth/${url}`, { body, locale });
const outboxCount = async (username: string) => {
  await t.app.afterReply.settled();
  return (await t.app.outbox.read(username)).length;
};
/** Reset codes go to a verified phone only (docs/security.md "Phone numbers and SMS"). */
const verifiedPlayer = async (app = t.app) => verifyPhone(app, await registerPlayer(app));

describe('password recovery (auth/sendresetpassword, checkresetcode, changepasswordwithcode)', () => {
  it('sends a 6-digit code by SMS, accepts it, changes the password and ends the old sessions', async () => {
    const p = await verifiedPlayer();
    const sent = await post('sendresetpassword', { username: p.username.toUpperCase() });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: true, message: 'If the account of this username has a verified phone, we sent a reset code to it. Otherwise, contact support through live chat to recover your account.' },
    });
    await t.app.afterReply.settled();
    const [sms] = await t.app.outbox.read(p.username);
    expect(sms).toMatchObject({ channel: 'sms', recipient: `+${p.phone}` });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(sms.code);
    // Stored hashed only.
    const [row] = await t.db.query<{ code_hash: string }>("SELECT code_hash FROM verification_codes WHERE player_id = $1 AND purpose = 'password_reset'", [p.id]);
    expect(row.code_hash).not.toContain(String(sms.code));

    expect((await post('checkresetcode', { username: p.username, code: sms.code })).body).toMatchObject({ success: true });
    const changed = await post('changepasswordwithcode', { username: p.username, code: sms.code, password: 'newSecret9', password2: 'newSecret9' });
    expect(changed).toMatchObject({ status: 200, body: { success: true, message: 'Your password has been changed.' } });
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(401);
    expect((await post('login', { username: p.username, password: p.password })).status).toBe(400);
    expect((await post('login', { username: p.username, password: 'newSecret9' })).status).toBe(200);
    // The code is used up.
    const again = await post('changepasswordwithcode', { username: p.username, code: sms.code, password: 'other1234', password2: 'other1234' });
    expect(again).toMatchObject({ status: 400, body: { success: false, message: 'The code is not correct.' } });
  });

  it('answers an unknown username like a known one and sends nothing', async () => {
    const r = await post('sendresetpassword', { username: 'nobodyhere42' }, 'tr');
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    expect(await outboxCount('nobodyhere42')).toBe(0);
    expect((await post('checkresetcode', { username: 'nobodyhere42', code: '123456' })).body.message).toBe('The code is not correct.');
  });

  it('refuses a wrong code, then an expired one', async () => {
    const p = await verifiedPlayer();
    await post('sendresetpassword', { username: p.username });
    const code = await lastCode(t.app, p.username);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post('checkresetcode', { username: p.username, code: wrong }, 'tr')).toMatchObject({ status: 400, body: { message: 'Kod doğru değil.' } });
    await expireCodes(t.app, p.id);
    expect(await post('checkresetcode', { username: p.username, code })).toMatchObject({ status: 400, body: { message: 'The code has expired. Please request a new one.' } });
    const change = await post('changepasswordwithcode', { username: p.username, code, password: 'newSecret9', password2: 'newSecret9' });
    expect(change.status).toBe(400);
    expect((await post('login', { username: p.username, password: p.password })).status).toBe(200);
  });

  it('locks the code after 5 wrong attempts, even for the right code', async () => {
    const p = await verifiedPlayer();
    await post('sendresetpassword', { username: p.username });
    const code = await lastCode(t.app, p.username);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i += 1) expect((await post('checkresetcode', { username: p.username, code: wrong })).body.message).toBe('The code is not correct.');
    expect((await post('checkresetcode', { username: p.username, code: wrong })).body.message).toBe('Too many wrong attempts. Please request a new code.');
    expect((await post('checkresetcode', { username: p.username, code })).status).toBe(400);
    // A new code works again and only the newest code counts.
    await post('sendresetpassword', { username: p.username });
    const fresh = await lastCode(t.app, p.username);
    expect((await post('checkresetcode', { username: p.username, code: fresh })).status).toBe(200);
  });

  it('refuses mismatching passwords without using the code', async () => {
    const p = await verifiedPlayer();
    await post('sendresetpassword', { username: p.username });
    const code = await lastCode(t.app, p.username);
    const r = await post('changepasswordwithcode', { username: p.username, code, password: 'newSecret9', password2: 'newSecret8' });
    expect(r).toMatchObject({ status: 400, body: { message: 'Passwords do not match.' } });
    expect((await post('checkresetcode', { username: p.username, code })).status).toBe(200);
  });

  it.each([
    ['123456', 'en', 'Password is one of the most common passwords. Choose one that is harder to guess.'],
    ['password1', 'tr', 'Şifre en sık kullanılan şifrelerden biri. Tahmin edilmesi daha zor bir şifre seçin.'],
    ['qwerty', 'en', 'Password is one of the most common passwords. Choose one that is harder to guess.'],
  ])('refuses the common new password %j (%s) without using the code; a strong one then goes through', async (password, locale, message) => {
    const p = await verifiedPlayer();
    await post('sendresetpassword', { username: p.username });
    const code = await lastCode(t.app, p.username);
    const r = await post('changepasswordwithcode', { username: p.username, code, password, password2: password }, locale as 'tr' | 'en');
    expect(r).toMatchObject({ status: 400, body: { success: false, message, data: null } });
    expect((await post('login', { username: p.username, password: p.password })).status).toBe(200);
    const strong = await post('changepasswordwithcode', { username: p.username, code, password: 'Ayva.Sepeti.83', password2: 'Ayva.Sepeti.83' });
    expect(strong.status).toBe(200);
  });

  it.each([
    ['sendresetpassword', {}, 'Username is required.'],
    ['sendresetpassword', { username: 'abcd' }, 'Username must be at least 5 characters.'],
    ['checkresetcode', { username: 'abcdef', code: '12' }, 'Code must be at least 3 characters.'],
    ['checkresetcode', { username: 'abcdef' }, 'Code is required.'],
    ['changepasswordwithcode', { username: 'abcdef', code: '123456', password: '1234', password2: '1234' }, 'Password must be at least 5 characters.'],
  ])('%s refuses %j with 400', async (url, body, message) => {
    expect(await post(url, body)).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('sendresetpassword rate limit', () => {
  it('answers 429 with the wait once the per-username limit is used up', async () => {
    const limited = await createTestApp({ rateLimits: { resetPassword: { max: 2, windowMs: 60_000 } } });
    try {
      const p = await verifiedPlayer(limited.app);
      const send = (username: string) => call(limited.app, 'POST', '/api/auth/sendresetpassword', { body: { username }, locale: 'en' });
      expect((await send(p.username)).status).toBe(200);
      expect((await send(p.username)).status).toBe(200);
      const third = await send(p.username);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      await limited.app.afterReply.settled();
      // The verification code and two reset codes.
      expect((await limited.app.outbox.read(p.username)).length).toBe(3);
      // Another player is not affected.
      expect((await send('someoneelse1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
