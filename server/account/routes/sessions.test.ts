import { describe, expect, it } from 'vitest';
import { sweepSessions } from '@server/auth/session-sweep';
import { hashToken } from '@server/auth/sessions';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { connectHub, openHub, roundTrip } from '@server/test/hub-helpers';
import type { RawHubClient } from '@server/test/hub-helpers';
import { launchSlot } from '@server/test/money-helpers';
import { call, suiteApp } from '@server/test/test-app';

/**
 * Sessions the player controls and no token in a URL (docs/security.md "Sessions and tokens", docs/realtime.md
 * "Hub tickets"): the absolute lifetime, the session list, ending one or all other sessions, the new-device notice,
 * single-use hub tickets and sportsbook tokens stored hashed.
 */
const t = suiteApp({ listen: true });

const SESSION_ENDED_CLOSE = '{"type":7,"error":"Session ended.","allowReconnect":false}\x1e';
const DAY = 24 * 60 * 60 * 1000;
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

interface Login {
  token: string;
  betsyToken: string;
  betcoToken: string;
}

async function login(p: TestPlayer, headers: Record<string, string> = {}): Promise<Login> {
  const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password }, headers, locale: 'en' });
  expect(r.status, r.body.message ?? '').toBe(200);
  return r.body.data as Login;
}

const balance = (token: string) => call(t.app, 'GET', '/api/user/balance', { token });
const list = async (token: string) => {
  const r = await call(t.app, 'POST', '/api/customer/sessions', { token, body: {} });
  expect(r.status).toBe(200);
  return (r.body.data as { items: { id: number; current: boolean; userAgent: string | null; localNetwork: boolean; place: string | null }[] }).items;
};
const sessionIdOf = async (token: string) => (await t.app.sessions.resolve(token))?.sessionId ?? 0;
const ticketOf = async (token: string) => {
  const r = await call(t.app, 'POST', '/api/user/hubticket', { token, body: {} });
  expect(r.status).toBe(200);
  return (r.body.data as { ticket: string; expiresInMs: number }).ticket;
};
/** Opens a hub socket with a fresh ticket for `token` and completes the SignalR handshake. */
async function hubWithTicket(token: string): Promise<RawHubClient> {
  return connectHub(t.base, { ticket: await ticketOf(token) });
}
const spin = (session: string) => call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 10 }, locale: 'en' });
const sportsbookAccount = (token: string) => call(t.app, 'POST', '/demo/sportsbook/betco/api/account', { body: { token }, locale: 'en' });

async function expectRevoked(client: RawHubClient): Promise<void> {
  await client.closed;
  expect(client.frames.at(-1)).toBe(SESSION_ENDED_CLOSE);
}

describe('absolute session lifetime', () => {
  it('ends a session 30 days after its login however busy it is (the test clock), with its tokens and sockets', async () => {
    const p = await registerPlayer(t.app);
    const game = await launchSlot(t.app, p.token);
    const { betcoToken } = await login(p);
    const socket = await connectHub(t.base, p.token);
    // Just under 30 days: still live (the idle timeout is not involved: last_seen stays with the clock).
    await call(t.app, 'POST', '/api/test/clock', { body: { username: p.username, advanceMs: 30 * DAY - 60_000 } });
    expect((await balance(p.token)).status).toBe(200);
    await call(t.app, 'POST', '/api/test/clock', { body: { username: p.username, advanceMs: 120_000 } });
    expect((await balance(p.token)).status).toBe(401);
    expect((await spin(game)).status).toBe(401);
    expect((await sportsbookAccount(betcoToken)).status).toBe(401);
    await sweepSessions(t.db, t.app.hub);
    await expectRevoked(socket);
    const rows = await t.db.query<{ live: number }>('SELECT count(*)::int AS live FROM sessions WHERE player_id = $1 AND ended_at IS NULL', [p.id]);
    expect(rows[0].live).toBe(0);
  });
});

describe('the session list', () => {
  it("lists only the caller's own live sessions, this one first and marked current", async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const second = await login(a, { 'user-agent': CHROME_ANDROID });
    const ended = await login(a);
    await call(t.app, 'GET', '/api/auth/logout', { token: ended.token });
    const items = await list(a.token);
    expect(items.map((i) => i.id)).toEqual([await sessionIdOf(a.token), await sessionIdOf(second.token)]);
    expect(items.map((i) => i.current)).toEqual([true, false]);
    expect(items[1].userAgent).toBe(CHROME_ANDROID);
    // inject's address is loopback: the demo resolver says local network, no place.
    expect(items[1]).toMatchObject({ localNetwork: true, place: null });
    expect((await list(b.token)).map((i) => i.id)).toEqual([await sessionIdOf(b.token)]);
  });

  it('ending one session closes its hub socket and ends its game and sportsbook tokens; the caller stays', async () => {
    const p = await registerPlayer(t.app);
    const other = await login(p);
    const game = await launchSlot(t.app, other.token);
    const socket = await hubWithTicket(other.token);
    const mine = await hubWithTicket(p.token);
    expect((await sportsbookAccount(other.betcoToken)).status).toBe(200);
    const r = await call(t.app, 'POST', '/api/customer/endsession', { token: p.token, body: { sessionId: await sessionIdOf(other.token) } });
    expect(r.status).toBe(200);
    await expectRevoked(socket);
    expect((await balance(other.token)).status).toBe(401);
    expect((await spin(game)).status).toBe(401);
    expect((await sportsbookAccount(other.betcoToken)).status).toBe(401);
    expect((await balance(p.token)).status).toBe(200);
    expect(await roundTrip(mine)).toBe('open');
    mine.ws.close();
  });

  it("refuses another player's session id with 404 and leaves that session alone", async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const victim = await sessionIdOf(b.token);
    const r = await call(t.app, 'POST', '/api/customer/endsession', { token: a.token, body: { sessionId: victim }, locale: 'en' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, message: 'This session is not one of your open sessions.', data: null });
    // The same answer as for an id that does not exist.
    const unknown = await call(t.app, 'POST', '/api/customer/endsession', { token: a.token, body: { sessionId: 9_000_000_000 }, locale: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(r.body);
    expect((await balance(b.token)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/customer/endsession', { token: a.token, body: { sessionId: 'x' } })).status).toBe(400);
  });

  it('ends all other sessions and keeps this one', async () => {
    const p = await registerPlayer(t.app);
    const others = [await login(p), await login(p)];
    const r = await call(t.app, 'POST', '/api/customer/endothersessions', { token: p.token, body: {} });
    expect(r.body.data).toEqual({ ended: 2 });
    for (const o of others) expect((await balance(o.token)).status).toBe(401);
    expect((await list(p.token)).map((i) => i.current)).toEqual([true]);
  });
});

describe('a login from a new device', () => {
  const notices = async (token: string) => {
    const r = await call(t.app, 'POST', '/api/customer/notification', { token, body: { skip: 0, take: 100 } });
    return (r.body.data as { title: string; note: string }[]).filter((n) => n.title === 'New sign-in to your account');
  };

  it('notifies the player once per device, naming device, browser and place', async () => {
    const p = await registerPlayer(t.app);
    const device = { 'x-fingerprint': 'a1b2c3d4e5f60718293a4b5c6d7e8f90', 'user-agent': CHROME_ANDROID };
    await login(p, device);
    const first = await notices(p.token);
    expect(first).toHaveLength(1);
    expect(first[0].note).toContain('device Android, browser Chrome, place local network');
    expect(first[0].note).toContain("If this wasn't you, change your password and end your other sessions");
    await login(p, device);
    expect(await notices(p.token)).toHaveLength(1);
    await login(p, { ...device, 'x-fingerprint': 'ffffffffffffffffffffffffffffffff' });
    expect(await notices(p.token)).toHaveLength(2);
    // The device is stored hashed with the player id, never as sent.
    const rows = await t.db.query<{ device_hash: string }>('SELECT device_hash FROM player_devices WHERE player_id = $1', [p.id]);
    expect(rows.map((r) => r.device_hash)).toContain(hashToken(`${p.id}:${device['x-fingerprint']}`));
    expect(JSON.stringify(rows)).not.toContain(device['x-fingerprint']);
  });

  it('does not notify for the device the player registered from', async () => {
    const device = { 'x-fingerprint': '0123456789abcdef0123456789abcdef' };
    const p = await registerPlayer(t.app, {}, device);
    await login(p, device);
    expect(await notices(p.token)).toHaveLength(0);
  });
});

describe('hub tickets (no login token in a URL)', () => {
  it('refuses the login token in the query string', async () => {
    const p = await registerPlayer(t.app);
    await expect(openHub(t.base, `?access_token=${encodeURIComponent(p.token)}`)).rejects.toThrow('HTTP 401');
  });

  it('accepts a ticket once, refuses it the second time and after its expiry', async () => {
    const p = await registerPlayer(t.app);
    const ticket = await ticketOf(p.token);
    const socket = await connectHub(t.base, { ticket });
    await expect(openHub(t.base, `?access_token=${encodeURIComponent(ticket)}`)).rejects.toThrow('HTTP 401');
    socket.ws.close();
    const late = await ticketOf(p.token);
    await t.db.query("UPDATE hub_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1", [hashToken(late)]);
    await expect(openHub(t.base, `?access_token=${encodeURIComponent(late)}`)).rejects.toThrow('HTTP 401');
    // Stored hashed: the plain ticket is nowhere in the table.
    const fresh = await ticketOf(p.token);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hub_tickets WHERE ticket_hash = $1', [hashToken(fresh)]);
    expect(row.n).toBe(1);
  });

  it('refuses a ticket whose session has ended, and closes a ticket socket when its session ends', async () => {
    const p = await registerPlayer(t.app);
    const other = await login(p);
    const unused = await ticketOf(other.token);
    const socket = await hubWithTicket(other.token);
    await call(t.app, 'GET', '/api/auth/logout', { token: other.token });
    await expectRevoked(socket);
    await expect(openHub(t.base, `?access_token=${encodeURIComponent(unused)}`)).rejects.toThrow('HTTP 401');
    expect((await call(t.app, 'POST', '/api/user/hubticket', { token: other.token, body: {} })).status).toBe(401);
  });
});

describe('sportsbook tokens', () => {
  it('are stored as their SHA-256, never as issued, and still work', async () => {
    const p = await registerPlayer(t.app);
    const { betsyToken, betcoToken, token } = await login(p);
    const [row] = await t.db.query<{ betsy_token: string; betco_token: string }>(
      'SELECT betsy_token, betco_token FROM sessions WHERE id = $1',
      [await sessionIdOf(token)],
    );
    expect(row).toEqual({ betsy_token: hashToken(betsyToken), betco_token: hashToken(betcoToken) });
    expect((await sportsbookAccount(betcoToken)).status).toBe(200);
    const refreshed = await call(t.app, 'GET', '/api/sportsbook/token?provider=betco', { token });
    const fresh = (refreshed.body.data as { token: string }).token;
    const [after] = await t.db.query<{ betco_token: string }>('SELECT betco_token FROM sessions WHERE id = $1', [await sessionIdOf(token)]);
    expect(after.betco_token).toBe(hashToken(fresh));
    expect((await sportsbookAccount(fresh)).status).toBe(200);
  });
});
