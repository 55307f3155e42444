import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { ISOLATION } from '@server/test/isolation-catalogue';
import { firstSelection, launchSlot, moneyState, withdraw } from '@server/test/money-helpers';
import { routeCatalogue } from '@server/test/route-catalogue';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * Players see and change only their own data. Player A builds up a history of every kind; player B,
 * logged in, tries every call that takes an id or lists records, with A's ids, tokens and sessions.
 */
let t: TestApp;
let a: TestPlayer & { betsyToken: string; betsyCid: string };
let b: TestPlayer & { betsyToken: string; betsyCid: string };
let aNotificationIds: number[];
let aGameSession: string;
let aDepositPage: string;

type Page<T> = { total: number; items: T[] };

async function player(overrides: Record<string, unknown> = {}): Promise<TestPlayer & { betsyToken: string; betsyCid: string }> {
  const p = await registerPlayer(t.app, overrides);
  const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } });
  const data = login.body.data as { token: string; betsyToken: string; betsyCid: string };
  return { ...p, token: data.token, betsyToken: data.betsyToken, betsyCid: data.betsyCid };
}

beforeAll(async () => {
  t = await createTestApp();
  // A's own phone and names: the sweep below looks for them in every reply B gets.
  a = await player({ phone: '905398887766', name: 'Zümrüt', surname: 'Karaduman' });
  b = await player();
  await t.app.wallet.credit(a.id, 'deposit', 500_000, 'test');
  await t.app.wallet.credit(b.id, 'deposit', 500_000, 'test');
  const created = await Promise.all([1, 5].map((type) => t.app.notifications.create(a.id, { type: type as 1 | 5, title: `A-only notice ${type}`, note: 'private to A' })));
  aNotificationIds = created.map((n) => n.id);
  expect((await withdraw(t.app, a.token, 100)).status).toBe(200);
  const deposit = await call(t.app, 'POST', '/api/payment/deposit', { token: a.token, body: SAMPLE_BODIES['/api/payment/deposit'] });
  aDepositPage = deposit.body.data as string;
  expect((await call(t.app, 'POST', '/api/casino/togglefavorite', { token: a.token, body: SAMPLE_BODIES['/api/casino/togglefavorite'] })).status).toBe(200);
  aGameSession = await launchSlot(t.app, a.token);
  expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: aGameSession, stake: 1 } })).status).toBe(200);
  const sel = await firstSelection(t.app, 'fcg');
  const bet = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', { body: { token: a.betsyToken, cid: a.betsyCid, selectionId: sel.id, stake: 5, odds: sel.odds } });
  expect(bet.status).toBe(200);
});
afterAll(() => t.close());

const post = <T>(token: string, url: string, body: unknown) => call(t.app, 'POST', url, { token, body, locale: 'en' }).then((r) => ({ ...r, data: r.body.data as T }));

describe("player B cannot read player A's data", () => {
  it.each(['/api/customer/financialhistory', '/api/customer/gamehistory', '/api/customer/bonuses'])('%s lists only the caller\'s records', async (url) => {
    const mine = await post<Page<unknown>>(b.token, url, { skip: 0, take: 100 });
    expect(mine.status).toBe(200);
    expect(mine.data.total).toBe(0);
    expect(mine.data.items).toEqual([]);
  });

  it('A really has history (the empty lists above are not an accident)', async () => {
    expect((await post<Page<unknown>>(a.token, '/api/customer/financialhistory', { skip: 0, take: 100 })).data.total).toBe(2);
    expect((await post<Page<unknown>>(a.token, '/api/customer/gamehistory', { skip: 0, take: 100 })).data.total).toBeGreaterThanOrEqual(1);
  });

  it('customer/sessionhistory shows only the caller\'s sessions', async () => {
    const own = await t.db.query<{ id: number }>('SELECT id FROM sessions WHERE player_id = $1', [b.id]);
    const mine = await post<Page<{ id: number }>>(b.token, '/api/customer/sessionhistory', { skip: 0, take: 100 });
    expect(mine.data.items.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
  });

  it('customer/notification shows none of A\'s notifications', async () => {
    const list = await post<{ id: number }[] | Page<{ id: number }>>(b.token, '/api/customer/notification', { skip: 0, take: 100 });
    const items = Array.isArray(list.data) ? list.data : list.data.items;
    expect(items.map((n) => n.id).filter((id) => aNotificationIds.includes(id))).toEqual([]);
  });

  it('casino/favorites lists only the caller\'s favourites', async () => {
    expect((await call(t.app, 'GET', '/api/casino/favorites', { token: b.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/casino/favorites', { token: a.token })).body.data).toHaveLength(1);
  });

  it('the sportsbook account call does not mix A\'s token with B\'s customer id', async () => {
    const r = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/account', { body: { token: a.betsyToken, cid: b.betsyCid } });
    expect(r.status).not.toBe(200);
  });
});

describe("player B cannot change player A's data or money", () => {
  it('customer/readnotification with A\'s ids leaves them unread', async () => {
    expect((await post(b.token, '/api/customer/readnotification', { id: aNotificationIds })).status).toBe(200);
    const rows = await t.db.query<{ is_read: boolean }>('SELECT is_read FROM notifications WHERE id = ANY($1::int[])', [aNotificationIds]);
    expect(rows.map((r) => r.is_read)).toEqual([false, false]);
  });

  it('casino/togglefavorite by B leaves A\'s favourites alone', async () => {
    await post(b.token, '/api/casino/togglefavorite', SAMPLE_BODIES['/api/casino/togglefavorite']);
    await post(b.token, '/api/casino/togglefavorite', SAMPLE_BODIES['/api/casino/togglefavorite']);
    expect((await call(t.app, 'GET', '/api/casino/favorites', { token: a.token })).body.data).toHaveLength(1);
  });

  it('a spin on A\'s game session with B\'s login is refused and moves no money', async () => {
    const before = [await moneyState(t.db, a.id), await moneyState(t.db, b.id)];
    const r = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: aGameSession, stake: 1 }, token: b.token, locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { message: 'This game session belongs to another player.' } });
    const info = await call(t.app, 'GET', `/demo/games/api/session?session=${aGameSession}`, { token: b.token });
    expect(info.status).not.toBe(200);
    expect([await moneyState(t.db, a.id), await moneyState(t.db, b.id)]).toEqual(before);
  });

  it('a sportsbook bet with A\'s token and B\'s customer id (or the reverse) is refused and moves no money', async () => {
    const before = [await moneyState(t.db, a.id), await moneyState(t.db, b.id)];
    const sel = await firstSelection(t.app, 'fcg');
    for (const [token, cid] of [[a.betsyToken, b.betsyCid], [b.betsyToken, a.betsyCid]]) {
      const r = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', { body: { token, cid, selectionId: sel.id, stake: 5, odds: sel.odds } });
      expect(r.status, `${token.slice(0, 4)} ${cid}`).not.toBe(200);
    }
    expect([await moneyState(t.db, a.id), await moneyState(t.db, b.id)]).toEqual(before);
  });

  it('confirming A\'s demo payment page while logged in as B credits A, never B', async () => {
    const publicId = new URL(aDepositPage, 'http://x').pathname.split('/').at(-1) ?? '';
    const [aBefore, bBefore] = [await moneyState(t.db, a.id), await moneyState(t.db, b.id)];
    const r = await t.app.inject({ method: 'POST', url: `/demo/pay/${publicId}/confirm`, headers: { authorization: `Bearer ${b.token}` } });
    expect(r.statusCode).toBeLessThan(400);
    expect((await moneyState(t.db, b.id)).balance).toBe(bBefore.balance);
    expect((await moneyState(t.db, a.id)).balance).toBe(aBefore.balance + 15_050);
  });
});

/** Everything of A's that no call of B may change. */
async function stateOfA() {
  const q = (sql: string) => t.db.query(sql, [a.id]);
  return {
    money: await moneyState(t.db, a.id),
    player: await q('SELECT * FROM players WHERE id = $1'),
    payments: await q('SELECT id, record_status, process_status FROM payment_requests WHERE player_id = $1 ORDER BY id'),
    notifications: await q('SELECT id, is_read FROM notifications WHERE player_id = $1 ORDER BY id'),
    favourites: await q('SELECT game_code FROM game_favorites WHERE player_id = $1 ORDER BY game_code'),
    balanceCall: (await call(t.app, 'GET', '/api/user/balance', { token: a.token })).status,
  };
}

/** Parameters of catalogued paths: a real provider, an unknown payment page, a file, a record id. */
const PARAMS: Record<string, string> = { provider: 'fcg', publicId: 'not-a-payment-page', file: 'x.svg', id: '1' };

describe('every call of the route catalogue', () => {
  it('is classified for isolation: a new call must say whether it takes another player\'s ids', () => {
    const unclassified = routeCatalogue(t.app)
      .filter((r) => r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !ISOLATION[key]);
    expect(unclassified, 'add these to server/test/isolation-catalogue.ts').toEqual([]);
  });

  it("called by B, with A's ids in every call that takes ids, never shows A's data and changes nothing of A's", async () => {
    const selection = await firstSelection(t.app, 'fcg');
    const [withdrawal] = await t.db.query<{ id: number }>('SELECT id FROM payment_requests WHERE player_id = $1 AND transaction_type = 2', [a.id]);
    const [aSaved] = await t.db.query<{ id: number }>("SELECT id FROM player_payment_details WHERE player_id = $1 AND kind = 'iban'", [a.id]);
    // The calls that take an id get A's: B must be refused or served only B's own records.
    const foreign: Record<string, { body?: unknown; query?: string }> = {
      'POST /api/customer/readnotification': { body: { id: aNotificationIds } },
      'POST /api/customer/endsession': { body: { sessionId: (await t.app.sessions.resolve(a.token))?.sessionId ?? 0 } },
      'POST /api/payment/cancelwithdrawal': { body: { id: Number(withdrawal.id) } },
      // A's saved IBAN (from A's withdrawal) used by B: refused, nothing moves.
      'POST /api/payment/withdraw': { body: { id: 11, target: 'pay', saved: Number(aSaved.id), detail: { accountHolder: 'Ali Veli', amount: 100 } } },
      'POST /api/payment/deposit': { body: { id: 1, target: 'pay', saved: Number(aSaved.id), detail: { accountHolder: 'Ali Veli', amount: 150 } } },
      'GET /demo/games/api/session': { query: `session=${aGameSession}` },
      'POST /demo/games/api/spin': { body: { session: aGameSession, stake: 1 } },
      'POST /demo/sportsbook/:provider/api/bet': { body: { token: b.betsyToken, cid: a.betsyCid, selectionId: selection.id, stake: 5, odds: selection.odds } },
      'POST /demo/sportsbook/:provider/api/account': { body: { token: b.betsyToken, cid: a.betsyCid } },
    };
    const [profile] = await t.db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [a.id]);
    const markers = [a.username, profile.email, '905398887766', 'Zümrüt', 'Karaduman', 'A-only notice', 'private to A', a.betsyToken, aGameSession];
    const last = ['POST /api/protection/exclude', 'GET /api/auth/logout'];
    const routes = routeCatalogue(t.app)
      .filter((r) => r.method !== 'OPTIONS' && ISOLATION[`${r.method} ${r.url}`] !== 'not-player')
      .sort((x, y) => last.indexOf(`${x.method} ${x.url}`) - last.indexOf(`${y.method} ${y.url}`));
    const before = await stateOfA();
    const leaks: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const input = foreign[key] ?? { body: route.method === 'POST' ? (SAMPLE_BODIES[route.url] ?? {}) : undefined };
      const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? '1');
      const r = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: input.query ? `${path}?${input.query}` : path,
        headers: { authorization: `Bearer ${b.token}`, 'x-locale': 'en', ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
      });
      for (const marker of markers) if (r.body.includes(marker)) leaks.push(`${key} (${r.statusCode}) shows ${marker}`);
      if (ISOLATION[key] === 'foreign') expect(r.statusCode === 200 && key !== 'POST /api/customer/readnotification', `${key} served B with A's id`).toBe(false);
    }
    expect(leaks).toEqual([]);
    expect(await stateOfA()).toEqual(before);
  });
});
