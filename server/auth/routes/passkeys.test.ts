import { describe, expect, it } from 'vitest';
import type { PasskeyCreationOptions } from '@contracts/types/common/passkey-creation-options';
import type { PasskeyRequestOptions } from '@contracts/types/common/passkey-request-options';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { PASSKEY_HOST as HOST, PASSKEY_ORIGIN as ORIGIN, SoftAuthenticator } from '@server/test/soft-authenticator';
import { call, createTestApp, suiteApp } from '@server/test/test-app';
import { PasskeyService, verifyPasskeyForPlayer } from '@server/auth/passkeys';

// A real ceremony: the browser's side is SoftAuthenticator (ES256 through node:crypto), the server's is the app.
// Every call says it comes to PASSKEY_HOST (the RP ID needs a host name).

const t = suiteApp();

type Options = { token?: string; body?: unknown; locale?: string; host?: string };
const post = (url: string, o: Options = {}) =>
  call(t.app, 'POST', url, { body: o.body, token: o.token, locale: o.locale ?? 'en', headers: { host: o.host ?? HOST } });

/** Registers a passkey of `player` on `authenticator` through both calls; returns the new PasskeyItem. */
async function addPasskey(player: TestPlayer, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await post('/api/customer/passkeyregisteroptions', { token: player.token });
  expect(options.status, options.body.message).toBe(200);
  const credential = authenticator.attest(options.body.data as PasskeyCreationOptions, ORIGIN);
  const registered = await post('/api/customer/passkeyregister', { token: player.token, body: { name, credential } });
  expect(registered.status, registered.body.message).toBe(200);
  return registered.body.data as { id: number; name: string; createdAt: string; lastUsedAt: string | null };
}

const loginOptions = async (host = HOST) => {
  const r = await post('/api/auth/passkeyloginoptions', { host });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data as PasskeyRequestOptions;
};

describe('passkeys: registration and sign-in with a real ceremony', () => {
  it('registers a passkey (fresh session), lists it, and signs in with it without a password', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    const options = await post('/api/customer/passkeyregisteroptions', { token: player.token });
    const creation = options.body.data as PasskeyCreationOptions;
    // The RP ID is the request's host name; resident key and user verification are required.
    expect(creation).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: player.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const item = await addPasskey(player, authenticator, 'My phone');
    expect(item).toMatchObject({ name: 'My phone', lastUsedAt: null });

    const list = await call(t.app, 'GET', '/api/customer/passkeys', { token: player.token });
    expect(list.body.data).toEqual({ items: [item] });

    const request = await loginOptions();
    expect(request).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const login = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(request, ORIGIN) } });
    expect(login.status, login.body.message).toBe(200);
    expect(login.body.message).toBe('Login successful. Welcome, Ayşe Nur!');
    const session = login.body.data as { token: string; username: string; balance: number };
    expect(session).toMatchObject({ username: player.username, balance: 0 });
    const balance = await call(t.app, 'GET', '/api/user/balance', { token: session.token });
    expect(balance.status).toBe(200);

    const after = await call(t.app, 'GET', '/api/customer/passkeys', { token: player.token });
    expect((after.body.data as { items: { lastUsedAt: string | null }[] }).items[0].lastUsedAt).not.toBeNull();
  });

  it('refuses registration options without a session (a stale one meets the step-up guard: factors.test.ts)', async () => {
    const visitor = await post('/api/customer/passkeyregisteroptions');
    expect(visitor.status).toBe(401);
  });

  it('refuses a replayed challenge: the same assertion twice, the same attestation twice', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    const options = await post('/api/customer/passkeyregisteroptions', { token: player.token });
    const attestation = authenticator.attest(options.body.data as PasskeyCreationOptions, ORIGIN);
    expect((await post('/api/customer/passkeyregister', { token: player.token, body: { name: 'A', credential: attestation } })).status).toBe(200);
    const again = await post('/api/customer/passkeyregister', { token: player.token, body: { name: 'A', credential: attestation } });
    expect(again).toMatchObject({ status: 400, body: { message: 'This passkey request has expired or was already used. Please try again.' } });

    const assertion = authenticator.assert(await loginOptions(), ORIGIN);
    expect((await post('/api/auth/passkeylogin', { body: { credential: assertion } })).status).toBe(200);
    const replay = await post('/api/auth/passkeylogin', { body: { credential: assertion } });
    expect(replay).toMatchObject({ status: 400, body: { message: 'This passkey request has expired or was already used. Please try again.' } });
  });

  it('refuses an expired challenge', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    const request = await loginOptions();
    await t.db.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [request.challenge]);
    const r = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(request, ORIGIN) } });
    expect(r).toMatchObject({ status: 400, body: { message: 'This passkey request has expired or was already used. Please try again.' } });
  });

  it('refuses an answer signed for another origin, whatever Origin header the client sends', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    const evil = 'http://localhost.evil.example:5173';
    const assertion = authenticator.assert(await loginOptions(), evil);
    const r = await call(t.app, 'POST', '/api/auth/passkeylogin', {
      body: { credential: assertion },
      locale: 'en',
      headers: { host: HOST, origin: evil },
    });
    expect(r).toMatchObject({ status: 400, body: { message: 'The passkey could not be verified. Please try again.' } });

    // The same for a registration whose clientDataJSON names another origin.
    const options = await post('/api/customer/passkeyregisteroptions', { token: player.token });
    const attestation = new SoftAuthenticator().attest(options.body.data as PasskeyCreationOptions, evil);
    const reg = await post('/api/customer/passkeyregister', { token: player.token, body: { name: 'Evil', credential: attestation } });
    expect(reg).toMatchObject({ status: 400, body: { message: 'The passkey could not be verified. Please try again.' } });
  });

  it('refuses a passkey on another brand host than the one it was registered on (one RP ID per host)', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    const other = 'marmarabet.example';
    // The browser would not even offer it there; a forged answer for the old RP ID is still refused.
    const request = await loginOptions(other);
    const r = await post('/api/auth/passkeylogin', { host: other, body: { credential: authenticator.assert({ ...request, rpId: 'localhost' }, `http://${other}`) } });
    expect(r.status).toBe(400);
  });

  it('refuses an unknown credential with a clear 400', async () => {
    const stranger = new SoftAuthenticator();
    const creation = { challenge: 'x', rp: { name: 'x', id: 'localhost' }, user: { id: 'eA', name: 'x', displayName: 'x' }, pubKeyCredParams: [] };
    stranger.attest(creation, ORIGIN);
    const r = await post('/api/auth/passkeylogin', { body: { credential: stranger.assert(await loginOptions(), ORIGIN) } });
    expect(r).toMatchObject({
      status: 400,
      body: { success: false, data: null, message: 'This passkey is not registered with us. Sign in with your password, or add the passkey in your account.' },
    });
  });

  it('refuses a signature counter that goes back (a cloned authenticator)', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    expect((await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN, { counter: 5 }) } })).status).toBe(200);
    const older = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN, { counter: 3 }) } });
    expect(older).toMatchObject({ status: 400, body: { message: 'The passkey could not be verified. Please try again.' } });
    const same = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN, { counter: 5 }) } });
    expect(same.status).toBe(400);
    expect((await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN, { counter: 6 }) } })).status).toBe(200);
  });

  it("refuses another player's passkey when one player is to be proven, and his ids in rename and remove", async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const bobs = new SoftAuthenticator();
    const bobItem = await addPasskey(bob, bobs);
    const aliceItem = await addPasskey(alice, new SoftAuthenticator());
    const rp = { id: 'localhost', origin: ORIGIN, name: 'Test' };
    const service = new PasskeyService(t.db);
    // A ceremony for Alice answered with Bob's passkey (a second step or re-authentication): not one of hers.
    const options = await service.verifyOptions(alice.id, rp);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([expect.any(String)]);
    const bobAnswer = bobs.assert({ ...options, allowCredentials: [] }, ORIGIN);
    await expect(verifyPasskeyForPlayer(t.db, rp, alice.id, bobAnswer)).rejects.toMatchObject({ status: 400, key: 'passkey.unknownCredential' });
    // Bob's own ceremony proves Bob, and its challenge cannot be spent as Alice's.
    const forBob = await service.verifyOptions(bob.id, rp);
    await expect(verifyPasskeyForPlayer(t.db, rp, alice.id, bobs.assert(forBob, ORIGIN))).rejects.toMatchObject({ key: 'passkey.challengeExpired' });
    const forBobAgain = await service.verifyOptions(bob.id, rp);
    await expect(verifyPasskeyForPlayer(t.db, rp, bob.id, bobs.assert(forBobAgain, ORIGIN))).resolves.toBeUndefined();

    const rename = await post('/api/customer/passkeyrename', { token: alice.token, body: { id: bobItem.id, name: 'Mine now' } });
    expect(rename).toMatchObject({ status: 400, body: { message: 'Passkey not found.' } });
    const remove = await post('/api/customer/passkeyremove', { token: alice.token, body: { id: bobItem.id } });
    expect(remove).toMatchObject({ status: 400, body: { message: 'Passkey not found.' } });
    const bobList = await call(t.app, 'GET', '/api/customer/passkeys', { token: bob.token });
    expect(bobList.body.data).toMatchObject({ items: [{ id: bobItem.id, name: bobItem.name }] });
    expect(aliceItem.id).not.toBe(bobItem.id);
  });

  it('renames and removes', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    const item = await addPasskey(player, authenticator);
    const renamed = await post('/api/customer/passkeyrename', { token: player.token, body: { id: item.id, name: '  Work laptop ' } });
    expect(renamed).toMatchObject({ status: 200, body: { message: 'Passkey renamed.' } });
    const blank = await post('/api/customer/passkeyrename', { token: player.token, body: { id: item.id, name: '   ' } });
    expect(blank.status).toBe(400);
    let list = await call(t.app, 'GET', '/api/customer/passkeys', { token: player.token });
    expect(list.body.data).toEqual({ items: [{ ...item, name: 'Work laptop' }] });
    const removed = await post('/api/customer/passkeyremove', { token: player.token, body: { id: item.id } });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Passkey removed.' } });
    list = await call(t.app, 'GET', '/api/customer/passkeys', { token: player.token });
    expect(list.body.data).toEqual({ items: [] });
    // A removed passkey signs in no more.
    const r = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN) } });
    expect(r.status).toBe(400);
  });

  it('applies the login checks: a player in a time-out is refused after the passkey, and no session is left open', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    const exclude = await call(t.app, 'POST', '/api/protection/exclude', { token: player.token, body: { kind: 'timeout', period: '24h' } });
    expect(exclude.status, exclude.body.message).toBe(200);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1', [player.id]);
    const r = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN) } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/time-out|break/i);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1', [player.id]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a blocked player after the passkey, as a login does', async () => {
    const player = await registerPlayer(t.app);
    const authenticator = new SoftAuthenticator();
    await addPasskey(player, authenticator);
    await t.db.query(`UPDATE players SET status = 'blocked' WHERE id = $1`, [player.id]);
    const r = await post('/api/auth/passkeylogin', { body: { credential: authenticator.assert(await loginOptions(), ORIGIN) } });
    expect(r).toMatchObject({ status: 400, body: { message: 'This account is not active. Please contact support.' } });
  });

  it('refuses an IP address as host: it is no RP ID', async () => {
    const r = await post('/api/auth/passkeyloginoptions', { host: '127.0.0.1:5173' });
    expect(r).toMatchObject({ status: 400, body: { message: "Passkeys work only on the site's own address, not on an IP address." } });
  });

  it('refuses malformed answers with a 400 envelope, never a 500', async () => {
    const bodies = [
      {},
      { credential: { id: 'x' } },
      { credential: { id: 'a', rawId: 'a', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' } } },
      { credential: { id: 'a', rawId: 'a', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: '', authenticatorData: '', signature: '' } } },
    ];
    for (const body of bodies) {
      const r = await post('/api/auth/passkeylogin', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});

describe('passkeys: the relying party is the request itself', () => {
  const forwarded = { host: 'internal:3000', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-Host and -Proto without TRUST_PROXY: RP ID and origin are the Host line and the socket', async () => {
    const r = await call(t.app, 'POST', '/api/auth/passkeyloginoptions', { headers: forwarded });
    expect((r.body.data as PasskeyRequestOptions).rpId).toBe('internal');
  });

  it('under TRUST_PROXY takes the proxy\'s host and scheme: a ceremony at https://site.example goes through', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const send = (url: string, body?: unknown, token?: string) => call(proxied.app, 'POST', url, { body, token, locale: 'en', headers: forwarded });
      const player = await registerPlayer(proxied.app);
      const authenticator = new SoftAuthenticator();
      const options = await send('/api/customer/passkeyregisteroptions', undefined, player.token);
      expect((options.body.data as PasskeyCreationOptions).rp.id).toBe('site.example');
      const credential = authenticator.attest(options.body.data as PasskeyCreationOptions, 'https://site.example');
      expect((await send('/api/customer/passkeyregister', { name: 'Proxied', credential }, player.token)).status).toBe(200);
      const request = (await send('/api/auth/passkeyloginoptions')).body.data as PasskeyRequestOptions;
      // The origin the server expects is https://site.example, not http://internal:3000 nor the port-less http one.
      const wrongScheme = await send('/api/auth/passkeylogin', { credential: authenticator.assert(request, 'http://site.example') });
      expect(wrongScheme.status).toBe(400);
      const again = (await send('/api/auth/passkeyloginoptions')).body.data as PasskeyRequestOptions;
      const login = await send('/api/auth/passkeylogin', { credential: authenticator.assert(again, 'https://site.example') });
      expect(login.status, login.body.message).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('passkeys: rate limits', () => {
  it('limits passkey sign-in answers per IP with 429, whatever the credential', async () => {
    const strict = await createTestApp({ rateLimits: { passkeyLogin: { max: 2, windowMs: 60_000 } } });
    try {
      const attempt = () => call(strict.app, 'POST', '/api/auth/passkeylogin', { body: { credential: { id: 'a' } }, locale: 'en', headers: { host: HOST } });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});
