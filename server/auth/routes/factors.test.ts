import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { PasskeyCreationOptions } from '@contracts/types/common/passkey-creation-options';
import type { PasskeyRequestOptions } from '@contracts/types/common/passkey-request-options';
import { registerPlayer, staleSession } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { PASSKEY_HOST as HOST, PASSKEY_ORIGIN as ORIGIN, SoftAuthenticator } from '@server/test/soft-authenticator';
import { call, createTestApp, suiteApp } from '@server/test/test-app';
import { PasskeyService } from '@server/auth/passkeys';

/**
 * The factors working together (docs/security.md "Step-up", "Two-step sign-in", "Passkeys", "Password spraying"):
 * re-authentication by every factor the player has, factor changes behind the step-up guard, a passkey as the
 * login's second step, and every password check behind the per-IP limit and the breaker.
 */

const t = suiteApp();

const post = (path: string, body: unknown, token?: string, app = t.app) =>
  call(app, 'POST', `/api/${path}`, { body, token, locale: 'en', headers: { host: HOST } });

/** The code the authenticator shows one step ahead (the setup spent the current step; +1 step of drift is accepted). */
const nextCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + 30_000 });

/** Turns the player's authenticator on through the service (no route's guard in the way): his secret and recovery codes. */
async function withTotp(p: TestPlayer, app = t.app): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await app.twoStep.begin(p.id, p.username, 'AltınBet');
  const now = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const recoveryCodes = await app.twoStep.confirm(p.id, now);
  return { secret, recoveryCodes };
}

/** Registers a passkey of the player on `authenticator` through the service (a real attestation). */
async function withPasskey(p: TestPlayer, authenticator = new SoftAuthenticator(), app = t.app): Promise<SoftAuthenticator> {
  const rp = { id: 'localhost', origin: ORIGIN, name: 'Casino' };
  const service = new PasskeyService(app.db);
  const options = await service.registrationOptions({ id: p.id, usercode: String(100000 + p.id), username: p.username }, rp);
  await service.register(p.id, rp, authenticator.attest(options as PasskeyCreationOptions, ORIGIN), 'Laptop');
  return authenticator;
}

const recoveryLeft = async (p: TestPlayer) => (await t.app.twoStep.status(p.id)).recoveryCodesLeft;

describe('re-authentication by every factor the player has', () => {
  it('lists the password and the authenticator for a player with TOTP on, and accepts a current code', async () => {
    const p = await registerPlayer(t.app);
    const { secret } = await withTotp(p);
    await staleSession(t.app, p.id);
    const refused = await post('customer/updatephone', { step: 1, phone: '905551240001' }, p.token);
    expect(refused).toMatchObject({ status: 403, body: { data: { reauth: { methods: ['password', 'totp'] } } } });
    const done = await post('auth/reauth', { code: nextCode(secret) }, p.token);
    expect(done, done.body.message).toMatchObject({ status: 200, body: { success: true } });
    expect((await post('customer/updatephone', { step: 1, phone: '905551240001' }, p.token)).status).toBe(200);
  });

  it('does not spend a recovery code on re-authentication', async () => {
    const p = await registerPlayer(t.app);
    const { recoveryCodes } = await withTotp(p);
    await staleSession(t.app, p.id);
    const refused = await post('auth/reauth', { code: recoveryCodes[0] }, p.token);
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: 'The code is not correct.' } });
    expect(await recoveryLeft(p)).toBe(10);
    expect((await post('customer/updatephone', { step: 1, phone: '905551240002' }, p.token)).status).toBe(403);
  });

  it('lists the passkey for a player who has one, and accepts an assertion of his own passkey', async () => {
    const p = await registerPlayer(t.app);
    const authenticator = await withPasskey(p);
    await staleSession(t.app, p.id);
    const refused = await post('customer/updatephone', { step: 1, phone: '905551240003' }, p.token);
    expect(refused).toMatchObject({ status: 403, body: { data: { reauth: { methods: ['password', 'passkey'] } } } });
    const options = await post('auth/reauthpasskeyoptions', undefined, p.token);
    expect(options.status, options.body.message).toBe(200);
    const credential = authenticator.assert(options.body.data as PasskeyRequestOptions, ORIGIN);
    const done = await post('auth/reauth', { credential }, p.token);
    expect(done, done.body.message).toMatchObject({ status: 200, body: { success: true } });
    expect((await post('customer/updatephone', { step: 1, phone: '905551240003' }, p.token)).status).toBe(200);
  });

  it("refuses another player's passkey and an assertion replayed", async () => {
    const p = await registerPlayer(t.app);
    const mine = await withPasskey(p);
    const other = await registerPlayer(t.app);
    const theirs = await withPasskey(other);
    await staleSession(t.app, p.id);
    const options = (await post('auth/reauthpasskeyoptions', undefined, p.token)).body.data as PasskeyRequestOptions;
    const foreign = theirs.assert({ ...options, allowCredentials: [] }, ORIGIN);
    expect((await post('auth/reauth', { credential: foreign }, p.token)).status).toBe(400);
    const options2 = (await post('auth/reauthpasskeyoptions', undefined, p.token)).body.data as PasskeyRequestOptions;
    const credential = mine.assert(options2, ORIGIN);
    expect((await post('auth/reauth', { credential }, p.token)).status).toBe(200);
    expect((await post('auth/reauth', { credential }, p.token)).status).toBe(400);
  });

  it('asks one proof at a time (400 for none or two)', async () => {
    const p = await registerPlayer(t.app);
    expect((await post('auth/reauth', {}, p.token)).status).toBe(400);
    expect((await post('auth/reauth', { password: p.password, code: '123456' }, p.token)).status).toBe(400);
  });
});

describe('factor changes behind the step-up guard', () => {
  it('adding an authenticator needs a fresh session, not the password in the call', async () => {
    const p = await registerPlayer(t.app);
    const fresh = await post('twostep/begin', undefined, p.token);
    expect(fresh, fresh.body.message).toMatchObject({ status: 200, body: { success: true } });
    await staleSession(t.app, p.id);
    const stale = await post('twostep/begin', undefined, p.token);
    expect(stale).toMatchObject({ status: 403, body: { data: { reauth: { methods: ['password'] } } } });
  });

  it('turning the authenticator off and new recovery codes need a fresh session', async () => {
    const p = await registerPlayer(t.app);
    const { secret } = await withTotp(p);
    await staleSession(t.app, p.id);
    expect((await post('twostep/recoverycodes', undefined, p.token)).status).toBe(403);
    expect((await post('twostep/disable', undefined, p.token)).status).toBe(403);
    expect(await t.app.twoStep.isOn(p.id)).toBe(true);
    expect((await post('auth/reauth', { code: nextCode(secret) }, p.token)).status).toBe(200);
    const codes = await post('twostep/recoverycodes', undefined, p.token);
    expect(codes, codes.body.message).toMatchObject({ status: 200, body: { data: { recoveryCodes: expect.any(Array) } } });
    const off = await post('twostep/disable', undefined, p.token);
    expect(off, off.body.message).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.app.twoStep.isOn(p.id)).toBe(false);
  });

  it('adding and removing a passkey need a fresh session, not the password in the call', async () => {
    const p = await registerPlayer(t.app);
    const options = await post('customer/passkeyregisteroptions', undefined, p.token);
    expect(options, options.body.message).toMatchObject({ status: 200, body: { success: true } });
    const authenticator = new SoftAuthenticator();
    const registered = await post('customer/passkeyregister', { name: 'Phone', credential: authenticator.attest(options.body.data as PasskeyCreationOptions, ORIGIN) }, p.token);
    expect(registered.status, registered.body.message).toBe(200);
    const { id } = registered.body.data as { id: number };
    await staleSession(t.app, p.id);
    expect((await post('customer/passkeyregisteroptions', undefined, p.token)).status).toBe(403);
    const refused = await post('customer/passkeyremove', { id }, p.token);
    expect(refused).toMatchObject({ status: 403, body: { data: { reauth: { methods: ['password', 'passkey'] } } } });
    expect((await post('auth/reauth', { password: p.password }, p.token)).status).toBe(200);
    const removed = await post('customer/passkeyremove', { id }, p.token);
    expect(removed, removed.body.message).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('a passkey as the second step of a sign-in', () => {
  it('offers the passkey to a player with both, and the assertion opens the session', async () => {
    const p = await registerPlayer(t.app);
    await withTotp(p);
    const authenticator = await withPasskey(p);
    const login = await post('auth/login', { username: p.username, password: p.password });
    const { secondStep } = login.body.data as { secondStep: { ticket: string; methods: string[] } };
    expect(secondStep.methods).toEqual(['totp', 'recovery', 'passkey']);
    const options = await post('auth/secondsteppasskeyoptions', { ticket: secondStep.ticket });
    expect(options.status, options.body.message).toBe(200);
    const credential = authenticator.assert(options.body.data as PasskeyRequestOptions, ORIGIN);
    const opened = await post('auth/loginsecondstep', { ticket: secondStep.ticket, credential });
    expect(opened, opened.body.message).toMatchObject({ status: 200, body: { success: true, data: { token: expect.any(String) } } });
    // The ticket is spent: neither a new ceremony nor a code opens a second session with it.
    expect((await post('auth/secondsteppasskeyoptions', { ticket: secondStep.ticket })).status).toBe(400);
  });

  it("offers no passkey to a player without one, and refuses another player's passkey", async () => {
    const p = await registerPlayer(t.app);
    await withTotp(p);
    const login = await post('auth/login', { username: p.username, password: p.password });
    const { secondStep } = login.body.data as { secondStep: { ticket: string; methods: string[] } };
    expect(secondStep.methods).toEqual(['totp', 'recovery']);
    const other = await registerPlayer(t.app);
    const theirs = await withPasskey(other);
    const options = await post('auth/secondsteppasskeyoptions', { ticket: secondStep.ticket });
    expect(options.status, options.body.message).toBe(200);
    const foreign = theirs.assert({ ...(options.body.data as PasskeyRequestOptions), allowCredentials: [] }, ORIGIN);
    const refused = await post('auth/loginsecondstep', { ticket: secondStep.ticket, credential: foreign });
    expect(refused).toMatchObject({ status: 400, body: { success: false } });
    expect(refused.body.data).toBeFalsy();
  });
});

describe('every password check behind the per-IP limit and the breaker', () => {
  it('counts auth/reauth in the per-IP budget across accounts (loginIp)', async () => {
    const limited = await createTestApp({ rateLimits: { loginIp: { max: 2, windowMs: 60_000 } } });
    try {
      const players = [await registerPlayer(limited.app), await registerPlayer(limited.app), await registerPlayer(limited.app)];
      const answers = [];
      for (const p of players) answers.push((await post('auth/reauth', { password: `${p.password}x` }, p.token, limited.app)).status);
      expect(answers).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('checks no password through auth/reauth while the breaker is tripped, and counts its failures', async () => {
    const own = await createTestApp({ rateLimits: { passwordFailures: { max: 1, windowMs: 60_000 } } });
    try {
      const p = await registerPlayer(own.app);
      expect((await post('auth/reauth', { password: `${p.password}x` }, p.token, own.app)).status).toBe(400);
      expect((await post('auth/reauth', { password: `${p.password}x` }, p.token, own.app)).status).toBe(400);
      expect(await own.app.passwordGuard.trippedUntil()).not.toBeNull();
      const asked = await post('auth/reauth', { password: p.password }, p.token, own.app);
      expect(asked).toMatchObject({ status: 400, body: { data: { challenge: expect.any(Object) } } });
    } finally {
      await own.close();
    }
  });
});
