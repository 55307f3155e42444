import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { devSecretsKey, SecretBox } from '@server/platform/secret-box';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { lastCode, registerPlayer, verifyPhone } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<typeof call>>;
const post = (url: string, body: unknown, token?: string): Promise<Reply> => call(t.app, 'POST', `/api/${url}`, { body, token, locale: 'en' });
const login = (p: { username: string; password: string }) => post('auth/login', { username: p.username, password: p.password });

/** The code an authenticator app with `secret` shows at `at` (ms; default now). */
const codeAt = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/**
 * The code of the next time step: setting up uses the current step's code, which cannot be used again, so the
 * next login types the one after (accepted as +1 step of drift, or as the current step once it turns over).
 */
const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

/** A fresh player with two-step sign-in on: his secret and recovery codes. */
async function playerWithTotp(app = t.app): Promise<TestPlayer & { secret: string; recoveryCodes: string[] }> {
  const p = await registerPlayer(app);
  const begun = await call(app, 'POST', '/api/twostep/begin', { token: p.token, locale: 'en' });
  expect(begun.status).toBe(200);
  const { secret, uri, qrSvg } = begun.body.data as { secret: string; uri: string; qrSvg: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}.*&algorithm=SHA1&digits=6&period=30/);
  expect(qrSvg).toMatch(/^<svg[^>]*>/);
  // Not on until confirmed: the password still opens a session.
  expect((await call(app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } })).body.data).toHaveProperty('token');
  const confirmed = await call(app, 'POST', '/api/twostep/confirm', { body: { code: codeAt(secret) }, token: p.token, locale: 'en' });
  expect(confirmed).toMatchObject({ status: 200, body: { success: true, message: 'Two-step sign-in is on. Keep your recovery codes in a safe place.' } });
  const { recoveryCodes } = confirmed.body.data as { recoveryCodes: string[] };
  return { ...p, secret, recoveryCodes };
}

/** Logs in with the password and returns the second step's ticket (fails the test when a session opened instead). */
async function ticketOf(p: { username: string; password: string }): Promise<string> {
  const r = await login(p);
  expect(r).toMatchObject({ status: 200, body: { success: true, message: 'Enter the code from your authenticator app.' } });
  const data = r.body.data as { secondStep: { ticket: string; methods: string[]; expiresInSeconds: number } };
  expect(data).not.toHaveProperty('token');
  expect(data.secondStep).toMatchObject({ methods: ['totp', 'recovery'], expiresInSeconds: 300 });
  return data.secondStep.ticket;
}

const sessionsOf = async (playerId: number) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE player_id = $1 AND ended_at IS NULL', [playerId]))[0].n);

describe('two-step sign-in with an authenticator app', () => {
  it('a right password opens no session; the ticket and a current code do, and the same code is refused again', async () => {
    const p = await playerWithTotp();
    const before = await sessionsOf(p.id);
    const ticket = await ticketOf(p);
    expect(await sessionsOf(p.id)).toBe(before);
    const code = nextCode(p.secret);
    const second = await post('auth/loginsecondstep', { ticket, code });
    expect(second).toMatchObject({ status: 200, body: { success: true, message: 'Login successful. Welcome, Ayşe Nur!' } });
    const token = (second.body.data as { token: string }).token;
    expect((await call(t.app, 'GET', '/api/user/balance', { token })).status).toBe(200);
    // The ticket is used up, and the code cannot be replayed with a new ticket either.
    expect(await post('auth/loginsecondstep', { ticket, code })).toMatchObject({ status: 400, body: { message: 'Your sign-in has expired. Please log in again.' } });
    expect(await post('auth/loginsecondstep', { ticket: await ticketOf(p), code })).toMatchObject({ status: 400, body: { message: 'The code is not correct.' } });
  });

  it('keeps only hashes of the ticket and the recovery codes', async () => {
    const p = await playerWithTotp();
    const ticket = await ticketOf(p);
    const [row] = await t.db.query<{ ticket_hash: string }>('SELECT ticket_hash FROM login_tickets WHERE player_id = $1', [p.id]);
    expect(row.ticket_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ticket_hash).not.toContain(ticket);
    const codes = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM player_recovery_codes WHERE player_id = $1', [p.id]);
    expect(codes).toHaveLength(10);
    const plain = p.recoveryCodes.map((c) => c.replace(/-/g, ''));
    for (const { code_hash } of codes) expect(plain.some((c) => code_hash.includes(c))).toBe(false);
  });

  it('a recovery code opens the session once; the second time it is refused', async () => {
    const p = await playerWithTotp();
    expect(p.recoveryCodes).toHaveLength(10);
    expect(p.recoveryCodes[0]).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    // Typed in capitals and without dashes: the same code.
    const typed = p.recoveryCodes[3].replace(/-/g, '').toUpperCase();
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: typed })).body.data).toHaveProperty('token');
    expect(await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: p.recoveryCodes[3] })).toMatchObject({
      status: 400, body: { message: 'The code is not correct.' },
    });
    const status = await call(t.app, 'GET', '/api/twostep/status', { token: p.token });
    expect(status.body.data).toMatchObject({ totp: { label: 'Authenticator', lastUsedAt: null }, recoveryCodesLeft: 9 });
  });

  it('allows 5 wrong codes per ticket, then the ticket is spent even for the right code', async () => {
    const p = await playerWithTotp();
    const ticket = await ticketOf(p);
    const right = nextCode(p.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await post('auth/loginsecondstep', { ticket, code: wrong })).toMatchObject({ status: 400, body: { message: 'The code is not correct.' } });
    }
    expect(await post('auth/loginsecondstep', { ticket, code: wrong })).toMatchObject({ status: 400, body: { message: 'Too many wrong codes. Please log in again.' } });
    expect(await post('auth/loginsecondstep', { ticket, code: right })).toMatchObject({ status: 400, body: { message: 'Too many wrong codes. Please log in again.' } });
    // A new login gets a new ticket; the right code, not used before, works.
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: right })).status).toBe(200);
  });

  it('a ticket expires after 5 minutes (the test clock)', async () => {
    const p = await playerWithTotp();
    const ticket = await ticketOf(p);
    await post('test/clock', { username: p.username, advanceMs: 5 * 60_000 + 1_000 });
    expect(await post('auth/loginsecondstep', { ticket, code: nextCode(p.secret) })).toMatchObject({
      status: 400, body: { success: false, message: 'Your sign-in has expired. Please log in again.', data: null },
    });
  });

  it('accepts ±1 step of drift and refuses codes further off', async () => {
    const p = await playerWithTotp();
    const now = Date.now();
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: codeAt(p.secret, now + 30_000) })).status).toBe(200);
    // A code of the step before that one is now older than the last used step.
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: codeAt(p.secret, now) })).status).toBe(400);
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: codeAt(p.secret, now + 120_000) })).status).toBe(400);
  });

  it('refuses bad bodies with a 400 naming the field, never a 500', async () => {
    expect(await post('auth/loginsecondstep', { ticket: 'x' })).toMatchObject({ status: 400, body: { success: false } });
    expect(await post('auth/loginsecondstep', { ticket: 'no-such-ticket', code: '123456' })).toMatchObject({
      status: 400, body: { message: 'Your sign-in has expired. Please log in again.' },
    });
    expect((await post('auth/loginsecondstep', { ticket: 5, code: '123456' })).status).toBe(400);
  });

  it('recovery by reset code changes the password, and the next login still asks the second step', async () => {
    const p = await playerWithTotp();
    // Reset codes go only to a verified phone (docs/security.md "Phone numbers and SMS").
    await verifyPhone(t.app, p);
    await post('auth/sendresetpassword', { username: p.username });
    const code = await lastCode(t.app, p.username);
    expect((await post('auth/changepasswordwithcode', { username: p.username, code, password: 'newSecret9', password2: 'newSecret9' })).status).toBe(200);
    const ticket = await ticketOf({ username: p.username, password: 'newSecret9' });
    expect((await post('auth/loginsecondstep', { ticket, code: nextCode(p.secret) })).body.data).toHaveProperty('token');
  });

  it('the second step applies the same login rules: a self-excluded player is refused after the code', async () => {
    const p = await playerWithTotp();
    expect((await post('protection/exclude', { kind: 'selfExclusion', period: '6m' }, p.token)).status).toBe(200);
    const r = await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: nextCode(p.secret) });
    expect(r.status).toBe(400);
    expect(r.body.data).toHaveProperty('exclusion');
    expect(await sessionsOf(p.id)).toBe(0);
  });
});

describe('two-step settings (twostep/*)', () => {
  it('needs a session to begin (the step-up guard: factors.test.ts) and a right code to confirm', async () => {
    const p = await registerPlayer(t.app);
    expect((await post('twostep/begin', undefined)).status).toBe(401);
    const { secret } = (await post('twostep/begin', undefined, p.token)).body.data as { secret: string };
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    expect(await post('twostep/confirm', { code: wrong }, p.token)).toMatchObject({ status: 400, body: { message: 'The code is not correct.' } });
    expect(await call(t.app, 'GET', '/api/twostep/status', { token: p.token })).toMatchObject({ body: { data: { totp: null, recoveryCodesLeft: 0 } } });
  });

  it('renames, regenerates codes (old ones stop working) and turns off', async () => {
    const p = await playerWithTotp();
    expect(await post('twostep/rename', { label: '  My phone ' }, p.token)).toMatchObject({ status: 200, body: { message: 'The authenticator has been renamed.' } });
    const fresh = (await post('twostep/recoverycodes', undefined, p.token)).body.data as { recoveryCodes: string[] };
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: p.recoveryCodes[0] })).status).toBe(400);
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: fresh.recoveryCodes[0] })).status).toBe(200);
    const status = await call(t.app, 'GET', '/api/twostep/status', { token: p.token });
    expect(status.body.data).toMatchObject({ totp: { label: 'My phone' }, recoveryCodesLeft: 9 });

    expect(await post('twostep/disable', undefined, p.token)).toMatchObject({ status: 200, body: { message: 'Two-step sign-in is off.' } });
    expect((await login(p)).body.data).toHaveProperty('token');
    expect(await call(t.app, 'GET', '/api/twostep/status', { token: p.token })).toMatchObject({ body: { data: { totp: null, recoveryCodesLeft: 0 } } });
    expect(await post('twostep/disable', undefined, p.token)).toMatchObject({ status: 400 });
  });

  it('support turns it off through the operator API, audited', async () => {
    const p = await playerWithTotp();
    const r = await call(t.app, 'POST', `/api/operator/twostep/${p.username}/disable`, { operator: 'ayse.ops', locale: 'en' });
    expect(r).toMatchObject({ status: 200, body: { message: `Two-step sign-in of player ${p.username} is off.` } });
    expect((await login(p)).body.data).toHaveProperty('token');
    const audit = await t.db.query<{ operator: string; status: number }>("SELECT actor AS operator, status FROM audit_trail WHERE player_id = $1 AND actor_kind = 'operator'", [p.id]);
    expect(audit).toEqual([{ operator: 'ayse.ops', status: 200 }]);
    // The public port does not serve the operator API at all (docs/operators.md "The operator listener").
    const remote = await t.app.inject({ method: 'POST', url: `/api/operator/twostep/${p.username}/disable`, remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('the authenticator secret at rest (docs/security.md "Two-step sign-in")', () => {
  const secretRow = async (playerId: number) =>
    (await t.db.query<{ secret: string }>('SELECT secret FROM player_totp WHERE player_id = $1', [playerId]))[0].secret;

  it('stores the secret sealed (AES-256-GCM, v1.<nonce>.<ciphertext>), never in clear', async () => {
    const p = await playerWithTotp();
    const stored = await secretRow(p.id);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(p.secret);
    expect(Buffer.from(stored.split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain(p.secret);
  });

  it('a sealed secret copied onto another player\'s row does not open there: the codes of the copied app are refused', async () => {
    const a = await playerWithTotp();
    const b = await playerWithTotp();
    await t.db.query('UPDATE player_totp SET secret = (SELECT secret FROM player_totp WHERE player_id = $1) WHERE player_id = $2', [a.id, b.id]);
    expect(await post('auth/loginsecondstep', { ticket: await ticketOf(b), code: nextCode(a.secret) })).toMatchObject({
      status: 400, body: { message: 'The code is not correct.' },
    });
  });

  it('a secret stored in clear before is read, still verifies, and is sealed from that first read on', async () => {
    const p = await playerWithTotp();
    await t.db.query('UPDATE player_totp SET secret = $1 WHERE player_id = $2', [p.secret, p.id]);
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(p), code: nextCode(p.secret) })).status).toBe(200);
    const stored = await secretRow(p.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(p.secret);
    // Sealed under the server's key (the test database's development key), bound to the player: the same secret.
    expect(new SecretBox(await devSecretsKey(t.db)).open(stored, `totp:${p.id}`)).toBe(p.secret);
  });

  it('the start seals every secret still in clear, a setup in progress too, and refuses a key that does not open them', async () => {
    const on = await playerWithTotp();
    const starting = await registerPlayer(t.app);
    const { secret: pending } = (await post('twostep/begin', undefined, starting.token)).body.data as { secret: string };
    await t.db.query('UPDATE player_totp SET secret = $1 WHERE player_id = $2', [on.secret, on.id]);
    await t.db.query('UPDATE player_totp SET secret = $1 WHERE player_id = $2', [pending, starting.id]);
    const restarted = await buildApp({ db: t.db, mode: 'test', distDir: '/nonexistent-dist', ssrFile: '/nonexistent-dist-ssr/entry-server.js' });
    await restarted.ready();
    await restarted.close();
    expect(await secretRow(on.id)).toMatch(/^v1\./);
    expect(await secretRow(starting.id)).toMatch(/^v1\./);
    expect((await post('twostep/confirm', { code: codeAt(pending) }, starting.token)).status).toBe(200);
    expect((await post('auth/loginsecondstep', { ticket: await ticketOf(on), code: nextCode(on.secret) })).status).toBe(200);
    // Another key than the one that sealed them (a changed or mistyped SECRETS_KEY) stops the start with a message.
    await expect(buildApp({ db: t.db, mode: 'test', distDir: '/nonexistent-dist', secretsKey: randomBytes(32) })).rejects.toThrow(
      /^SECRETS_KEY does not open the authenticator secrets stored in the database/,
    );
  });
});

describe('the issuer the authenticator app shows', () => {
  const issuerOf = (uri: string) => new URL(uri).searchParams.get('issuer');

  it('is the name of the brand the setup is started on', async () => {
    const p = await registerPlayer(t.app);
    const onMarmara = await call(t.app, 'POST', '/api/twostep/begin', { token: p.token, locale: 'en', headers: { host: 'marmarabet.example' } });
    const { uri } = onMarmara.body.data as { uri: string };
    expect(issuerOf(uri)).toBe('MarmaraBet');
    expect(decodeURIComponent(new URL(uri).pathname)).toBe(`/MarmaraBet:${p.username}`);
    const onAltin = await call(t.app, 'POST', '/api/twostep/begin', { token: p.token, locale: 'en', headers: { host: 'www.altinbet.example' } });
    expect(issuerOf((onAltin.body.data as { uri: string }).uri)).toBe('AltınBet');
  });
});

describe('two-step limits', () => {
  it('limits second-step codes per IP + account with 429', async () => {
    const strict = await createTestApp({ rateLimits: { secondStep: { max: 3, windowMs: 60_000 } } });
    try {
      const p = await playerWithTotp(strict.app);
      const attempt = async () => {
        const r = await call(strict.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } });
        const { ticket } = (r.body.data as { secondStep: { ticket: string } }).secondStep;
        return call(strict.app, 'POST', '/api/auth/loginsecondstep', { body: { ticket, code: '00000000' } });
      };
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('limits the setup codes per player', async () => {
    const strict = await createTestApp({ rateLimits: { twoStepProof: { max: 2, windowMs: 60_000 } } });
    try {
      const p = await registerPlayer(strict.app);
      await call(strict.app, 'POST', '/api/twostep/begin', { token: p.token });
      const attempt = () => call(strict.app, 'POST', '/api/twostep/confirm', { body: { code: '12345678' }, token: p.token });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
