import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { OperatorRole } from '@server/operator/accounts';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { bet, events, newPlayer, walletState } from './sportsbook-test-support';
import type { EventsData, TestPlayer } from './sportsbook-test-support';

let t: TestApp;
let fcg: EventsData;
beforeAll(async () => {
  t = await createTestApp();
  fcg = await events(t, 'fcg');
});
afterAll(() => t.close());

const settle = (body: unknown, locale: 'tr' | 'en' = 'en') => call(t.app, 'POST', '/api/test/sportsbook/settle', { body, locale });

/** Places a ₺stake bet on the first live event's home win (fcg 2.24) and returns its id. */
async function placeBet(p: TestPlayer, stake: number, locale: 'tr' | 'en' = 'en'): Promise<number> {
  const selection = fcg.live[0].selections[0];
  const r = await bet(t, 'fcg', { token: p.betsyToken, selectionId: selection.id, stake, odds: selection.odds }, locale);
  expect(r.status).toBe(200);
  return (r.body.data as { bet: { id: number } }).bet.id;
}

async function notifications(p: TestPlayer) {
  const r = await call(t.app, 'POST', '/api/customer/notification', { token: p.token, body: { skip: 0, take: 100 } });
  return r.body.data as { type: number; title: string; note: string; isRead: boolean }[];
}

describe('POST /api/test/sportsbook/settle', () => {
  it('pays a won bet to its player with a win ledger row and a System notification in the bet\'s language', async () => {
    const p = await newPlayer(t, 100);
    const id = await placeBet(p, 50, 'tr');
    const r = await settle({ betId: id, outcome: 'won' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ balance: 162, bet: { id, status: 'won', potentialWin: 112 } });
    const [ledger] = await t.db.query<{ kind: string; amount_kurus: number; reference: string }>(
      'SELECT kind, amount_kurus, reference FROM ledger WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
      [p.playerId],
    );
    expect(ledger).toEqual({ kind: 'win', amount_kurus: 11_200, reference: `sportsbook:fcg:${id}:win` });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 16_200, ledger: 16_200 });
    const [first] = await notifications(p);
    expect(first).toMatchObject({ type: 5, title: 'Kupon kazandı', isRead: false });
    expect(first.note).toBe('Galatasaray – Fenerbahçe – 1 @ 2,24: ₺50,00 tutarındaki kuponunuz ₺112,00 kazandı. Kazancınız bakiyenize eklendi.');
  });

  it('settles a lost bet without moving money and tells the player in English', async () => {
    const p = await newPlayer(t, 100);
    const id = await placeBet(p, 30, 'en');
    const r = await settle({ betId: id, outcome: 'lost' });
    expect(r.body.data).toMatchObject({ balance: 70, bet: { status: 'lost' } });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 7000, ledger: 7000 });
    expect((await notifications(p))[0]).toMatchObject({ type: 5, title: 'Bet lost' });
  });

  it('refuses to settle a bet twice, also when both calls race, paying once', async () => {
    const p = await newPlayer(t, 100);
    const id = await placeBet(p, 10);
    const [a, b] = await Promise.all([settle({ betId: id, outcome: 'won' }), settle({ betId: id, outcome: 'won' })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const again = await settle({ betId: id, outcome: 'lost' });
    expect(again).toMatchObject({ status: 400, body: { success: false, message: 'This bet has already been settled.' } });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 11_240, ledger: 11_240 });
    expect((await notifications(p)).filter((n) => n.title === 'Bet won')).toHaveLength(1);
  });

  it('pays only the bet\'s own player: another player\'s balance, notifications and bet list stay untouched', async () => {
    const owner = await newPlayer(t, 100);
    const other = await newPlayer(t, 100);
    const id = await placeBet(owner, 20);
    await settle({ betId: id, outcome: 'won' });
    expect(await walletState(t, other.playerId)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect(await notifications(other)).toHaveLength(0);
    const list = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/account', { body: { token: other.betsyToken } });
    expect(list.body.data).toEqual({ balance: 100, bets: [] });
    const own = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/account', { body: { token: owner.betsyToken } });
    expect(own.body.data).toMatchObject({ balance: 124.8, bets: [{ id, status: 'won' }] });
  });

  it.each([
    [{ betId: 1 }, 'Result is required.'],
    [{ betId: 'x', outcome: 'won' }, 'Bet must be a whole number.'],
    [{ betId: 1, outcome: 'draw' }, 'Result must be one of: won, lost.'],
  ])('refuses the bad body %j with 400', async (body, message) => {
    const r = await settle(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
  });

  it('does not exist in production mode', async () => {
    const production = await buildApp({ db: t.db, mode: 'production', distDir: '/nonexistent-dist' });
    try {
      expect((await call(production, 'POST', '/api/test/sportsbook/settle', { body: { betId: 1, outcome: 'won' } })).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('answers 404 for an unknown bet', async () => {
    expect(await settle({ betId: 99_999_999, outcome: 'won' })).toMatchObject({ status: 404, body: { message: 'Bet not found.' } });
  });
});

describe('GET /api/sportsbook/token', () => {
  it('issues a fresh token for the current session; the old one stops working and the new one bets', async () => {
    const p = await newPlayer(t, 100);
    const r = await call(t.app, 'GET', '/api/sportsbook/token?provider=fcg', { token: p.token });
    expect(r.status).toBe(200);
    const data = r.body.data as { provider: string; url: string; token: string; cid: string | null };
    expect(data).toMatchObject({ provider: 'fcg', url: '/demo/sportsbook/fcg', cid: p.betsyCid });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.token).not.toBe(p.betsyToken);
    const selection = fcg.live[0].selections[0];
    const body = (token: string) => ({ token, selectionId: selection.id, stake: 10, odds: selection.odds });
    expect((await bet(t, 'fcg', body(p.betsyToken))).status).toBe(401);
    expect((await bet(t, 'fcg', body(data.token))).status).toBe(200);
    // Refreshing fcg leaves the betco token alone.
    const betco = await call(t.app, 'GET', '/api/sportsbook/token?provider=betco', { token: p.token });
    expect(betco.body.data).toMatchObject({ provider: 'betco', url: '/demo/sportsbook/betco', cid: null });
  });

  it('answers 401 without a live session and 400 for an unknown provider', async () => {
    expect((await call(t.app, 'GET', '/api/sportsbook/token?provider=fcg')).status).toBe(401);
    const p = await newPlayer(t, 0);
    const r = await call(t.app, 'GET', '/api/sportsbook/token?provider=acme', { token: p.token, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Provider must be one of: fcg, betco.');
    await call(t.app, 'GET', '/api/auth/logout', { token: p.token });
    expect((await call(t.app, 'GET', '/api/sportsbook/token?provider=fcg', { token: p.token })).status).toBe(401);
  });
});

describe('POST /api/operator/bets/{id}/settle', () => {
  it('settles for a signed-in operator whose role may (risk, admin), never for one who only reads', async () => {
    const p = await newPlayer(t, 100);
    const id = await placeBet(p, 10);
    const operator = (betId: number | string, as: { operator?: string; role?: OperatorRole } = { operator: 'test-operator' }) =>
      call(t.app, 'POST', `/api/operator/bets/${betId}/settle`, { body: { outcome: 'won' }, ...as, locale: 'en' });
    expect(await operator(id, {})).toMatchObject({ status: 401 });
    expect(await operator(id, { operator: 'reader.ops', role: 'support' })).toMatchObject({ status: 403, body: { message: 'Your operator role may not do this.' } });
    expect(await operator(id, { operator: 'risk.ops', role: 'risk' })).toMatchObject({ status: 200, body: { data: { balance: 112.4, bet: { status: 'won' } } } });
    // The audit names the player and the bet before and after (docs/operations.md "Audit trail").
    const [audit] = await t.db.query<{ player_id: number; before: { status: string }; after: { status: string; settledAt: string | null } }>(
      "SELECT player_id, before, after FROM audit_trail WHERE actor = 'risk.ops' AND action = 'POST /api/operator/bets/:id/settle' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ player_id: p.playerId, before: expect.objectContaining({ id, status: 'open', settledAt: null }), after: expect.objectContaining({ id, status: 'won', settledAt: expect.any(String) }) });
    expect((await operator(id)).body.message).toBe('This bet has already been settled.');
    const open = await placeBet(p, 5);
    const list = await call(t.app, 'GET', '/api/operator/bets', { operator: 'reader.ops', role: 'support' });
    const bets = list.body.data as { id: number; status: string; username: string; stake: number }[];
    expect(bets.find((b) => b.id === open)).toMatchObject({ status: 'open', username: p.username, stake: 5 });
    expect(bets.some((b) => b.id === id)).toBe(false);
    expect(bets.every((b) => b.status === 'open')).toBe(true);
    expect((await operator('abc')).status).toBe(404);
    const bad = await call(t.app, 'POST', `/api/operator/bets/${id}/settle`, { body: { outcome: 'void' }, operator: 'test-operator', locale: 'en' });
    expect(bad.status).toBe(400);
  });
});
