import { describe, expect, it } from 'vitest';
import { sweepSessions } from '@server/auth/session-sweep';
import { lastCode, registerPlayer, verifyPhone } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { connectHub, roundTrip } from '@server/test/hub-helpers';
import type { RawHubClient } from '@server/test/hub-helpers';
import { launchSlot } from '@server/test/money-helpers';
import { call, suiteApp } from '@server/test/test-app';

/**
 * Ending a login session (logout, password change, recovery, time-out, reality-check logout, idle
 * expiry) closes that session's hub sockets and ends its game and sportsbook tokens. Before the fix, the sockets
 * kept receiving pushes and a game token kept spinning after its session died of idleness.
 */
const t = suiteApp({ listen: true });

const SESSION_ENDED_CLOSE = '{"type":7,"error":"Session ended.","allowReconnect":false}\x1e';

async function login(p: TestPlayer): Promise<string> {
  const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } });
  return (r.body.data as { token: string }).token;
}

/** Expects `client` to be closed with the session-ended message (the test's timeout bounds the wait). */
async function expectRevoked(client: RawHubClient): Promise<void> {
  await client.closed;
  expect(client.frames.at(-1)).toBe(SESSION_ENDED_CLOSE);
}

/**
 * Expects `client` still open after the revocation another socket of the same change was closed by: the hub closes
 * every socket of the ended sessions in one pass, and a round trip on this one is answered.
 */
async function expectOpen(client: RawHubClient): Promise<void> {
  expect(await roundTrip(client)).toBe('open');
  client.ws.close();
  await client.closed;
}

describe('ending a session closes its hub sockets', () => {
  it('logout closes the sockets of that session only', async () => {
    const p = await registerPlayer(t.app);
    const other = await login(p);
    const mine = await connectHub(t.base, p.token);
    const theirs = await connectHub(t.base, other);
    await call(t.app, 'GET', '/api/auth/logout', { token: p.token });
    await expectRevoked(mine);
    await expectOpen(theirs);
  });

  it('a password change closes the other sessions and keeps this one', async () => {
    const p = await registerPlayer(t.app);
    const other = await login(p);
    const mine = await connectHub(t.base, p.token);
    const theirs = await connectHub(t.base, other);
    const r = await call(t.app, 'POST', '/api/customer/changepassword', {
      token: p.token,
      body: { oldPassword: p.password, password: 'brandNew77', confirmPassword: 'brandNew77' },
    });
    expect(r.status).toBe(200);
    await expectRevoked(theirs);
    await expectOpen(mine);
  });

  it('password recovery closes every session of the player', async () => {
    // Reset codes go to a verified phone only (docs/security.md "Phone numbers and SMS").
    const p = await verifyPhone(t.app, await registerPlayer(t.app));
    const socket = await connectHub(t.base, p.token);
    await call(t.app, 'POST', '/api/auth/sendresetpassword', { body: { username: p.username } });
    const code = await lastCode(t.app, p.username);
    const r = await call(t.app, 'POST', '/api/auth/changepasswordwithcode', {
      body: { username: p.username, code, password: 'newSecret9', password2: 'newSecret9' },
    });
    expect(r.status).toBe(200);
    await expectRevoked(socket);
  });

  it('a time-out closes every session of the player', async () => {
    const p = await registerPlayer(t.app);
    const socket = await connectHub(t.base, p.token);
    const r = await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '24h' } });
    expect(r.status).toBe(200);
    await expectRevoked(socket);
  });

  it('idle expiry: the sweep ends sessions idle past 24 h and closes their sockets', async () => {
    const p = await registerPlayer(t.app);
    const fresh = await registerPlayer(t.app);
    const idle = await connectHub(t.base, p.token);
    const active = await connectHub(t.base, fresh.token);
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE player_id = $1", [p.id]);
    const result = await sweepSessions(t.db, t.app.hub);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    await expectRevoked(idle);
    await expectOpen(active);
    // Recorded as ended at its last use, not at the sweep: session-time limits do not count the idle day.
    const [row] = await t.db.query<{ exact: boolean }>('SELECT ended_at = last_seen AS exact FROM sessions WHERE player_id = $1', [p.id]);
    expect(row.exact).toBe(true);
  });

  it('a socket whose session ended without an announcement is closed by the sweep (reconciliation)', async () => {
    const p = await registerPlayer(t.app);
    const socket = await connectHub(t.base, p.token);
    // Simulates a revocation NOTIFY lost while the listener was reconnecting: no trigger fires for this change.
    await t.db.exec('ALTER TABLE sessions DISABLE TRIGGER sessions_announce_ended');
    try {
      await t.db.query('UPDATE sessions SET ended_at = now() WHERE player_id = $1', [p.id]);
    } finally {
      await t.db.exec('ALTER TABLE sessions ENABLE TRIGGER sessions_announce_ended');
    }
    // No trigger announced it, so only the sweep closes it (closed: 0 here would fail below).
    expect(await roundTrip(socket)).toBe('open');
    expect((await sweepSessions(t.db, t.app.hub)).closed).toBeGreaterThanOrEqual(1);
    await expectRevoked(socket);
  });
});

describe('ending a session ends its game and sportsbook tokens', () => {
  const spin = (session: string) => call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 10 }, locale: 'en' });
  const sportsToken = async (token: string) =>
    ((await call(t.app, 'GET', '/api/sportsbook/token?provider=betco', { token })).body.data as { token: string }).token;
  const account = (token: string) => call(t.app, 'POST', '/demo/sportsbook/betco/api/account', { body: { token }, locale: 'en' });

  it('a game token stops spinning once its login session is idle past 24 h, even before any sweep', async () => {
    const p = await registerPlayer(t.app);
    const game = await launchSlot(t.app, p.token);
    expect((await spin(game)).status).not.toBe(401); // accepted (or refused for the stake or balance), not for the token
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE player_id = $1", [p.id]);
    expect((await spin(game)).status).toBe(401);
  });

  it('game and sportsbook tokens are refused after logout', async () => {
    const p = await registerPlayer(t.app);
    const game = await launchSlot(t.app, p.token);
    const book = await sportsToken(p.token);
    expect((await account(book)).status).toBe(200);
    await call(t.app, 'GET', '/api/auth/logout', { token: p.token });
    expect((await spin(game)).status).toBe(401);
    expect((await account(book)).status).toBe(401);
  });

  it('a sportsbook token is refused once its login session is idle past 24 h', async () => {
    const p = await registerPlayer(t.app);
    const book = await sportsToken(p.token);
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE player_id = $1", [p.id]);
    expect((await account(book)).status).toBe(401);
  });
});
