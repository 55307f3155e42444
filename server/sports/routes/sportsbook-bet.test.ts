import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { hashToken } from '@server/auth/sessions';
import { bet, events, newPlayer, walletState } from './sportsbook-test-support';
import type { EventsData } from './sportsbook-test-support';

let t: TestApp;
let fcg: EventsData;
beforeAll(async () => {
  t = await createTestApp();
  fcg = await events(t, 'fcg');
});
afterAll(() => t.close());

const pick = () => fcg.live[0].selections[0];

describe('demo sportsbook events and page', () => {
  it('lists live events with a clock and score and pre-match events with a future kick-off, fcg priced above betco', async () => {
    const betco = await events(t, 'betco');
    expect(fcg.live).toHaveLength(6);
    expect(fcg.prematch).toHaveLength(8);
    expect(fcg.live[0]).toMatchObject({ home: 'Galatasaray', away: 'Fenerbahçe', live: true, startsAt: null });
    expect(fcg.live[0].clockSeconds).toBeGreaterThanOrEqual(0);
    expect(fcg.live[0].clockSeconds).toBeLessThan(90 * 60);
    for (const e of fcg.prematch) expect(Date.parse(e.startsAt)).toBeGreaterThan(Date.now());
    // Match result market: 1 X 2 for football, 1 2 for basketball.
    expect(fcg.live[0].selections.map((s) => s.outcome)).toEqual(['1', 'X', '2']);
    expect(fcg.live[4].selections.map((s) => s.outcome)).toEqual(['1', '2']);
    expect(fcg.live[0].selections[0].odds).toBe(2.24);
    expect(betco.live[0].selections[0].odds).toBe(2.15);
  });

  it('serves the page without inline script, CORS-readable assets and a JSON 404 for unknown names', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo/sportsbook/betco?view=prematch&lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script type="module" src="/demo/sportsbook/assets/main.js"></script>');
    expect(page.body).toMatch(/data-view="prematch"/);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const script = await t.app.inject({ method: 'GET', url: '/demo/sportsbook/assets/main.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/demo/sportsbook/assets/page.ts' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/demo/sportsbook/assets/..%2Fpage.ts' })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/demo/sportsbook/acme/api/events', { locale: 'en' })).body).toEqual({ success: false, message: 'Unknown sportsbook.', data: null });
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/demo/sportsbook/fcg/api/bet', headers: { origin: 'null', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
  });
});

describe('POST /demo/sportsbook/{provider}/api/bet', () => {
  it('debits the stake with a bet ledger row in one transaction and returns the bet and the balance', async () => {
    const p = await newPlayer(t, 1000);
    const r = await bet(t, 'fcg', { token: p.betsyToken, cid: p.betsyCid, selectionId: pick().id, stake: 50, odds: pick().odds });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Your bet has been placed.');
    expect(r.body.data).toMatchObject({ balance: 950, bet: { provider: 'fcg', eventName: 'Galatasaray – Fenerbahçe', outcome: '1', odds: 2.24, stake: 50, potentialWin: 112, status: 'open', settledAt: null } });
    const id = (r.body.data as { bet: { id: number } }).bet.id;
    const ledger = await t.db.query<{ kind: string; amount_kurus: number; reference: string }>('SELECT kind, amount_kurus, reference FROM ledger WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [p.playerId]);
    expect(ledger[0]).toEqual({ kind: 'bet', amount_kurus: -5000, reference: `sportsbook:fcg:${id}` });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 95_000, ledger: 95_000 });
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    [{ selectionId: 1, stake: 10, odds: 2 }, 'Session key is required.'],
    [{ token: 'x', stake: 10, odds: 2 }, 'Selection is required.'],
    [{ token: 'x', selectionId: 1, stake: '10', odds: 2 }, 'Stake must be a number.'],
    [{ token: 'x', selectionId: 0, stake: 10, odds: 2 }, 'Selection must be at least 1.'],
    [{ token: 'x', selectionId: 1, stake: 10 }, 'Odds is required.'],
  ])('refuses the bad body %j with 400 naming the field', async (body, message) => {
    const r = await bet(t, 'fcg', body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([0.5, 10.001, 10_000.01])('refuses a stake of %s lira and moves no money', async (stake) => {
    const p = await newPlayer(t, 100_000);
    const r = await bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake, odds: pick().odds });
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Enter a stake between ₺1.00 and ₺10,000.00 with at most two decimals.' } });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 10_000_000, ledger: 10_000_000 });
  });

  it('refuses a stake above the balance with the wallet message, leaving no bet and no ledger row', async () => {
    const p = await newPlayer(t, 20);
    const r = await bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake: 20.01, odds: pick().odds }, 'tr');
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Yetersiz bakiye.' } });
    expect(await t.db.query('SELECT 1 FROM sport_bets WHERE player_id = $1', [p.playerId])).toHaveLength(0);
    expect(await walletState(t, p.playerId)).toEqual({ balance: 2000, ledger: 2000 });
    expect((await bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake: 20, odds: pick().odds })).body.data).toMatchObject({ balance: 0 });
  });

  it('refuses moved odds (with the new price) and a selection of the other sportsbook', async () => {
    const p = await newPlayer(t, 100);
    const moved = await bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake: 10, odds: 2.15 });
    expect(moved).toMatchObject({ status: 400, body: { message: 'The odds have changed to 2.24. Please check your bet slip.', data: { odds: 2.24 } } });
    const betco = await events(t, 'betco');
    const foreign = await bet(t, 'fcg', { token: p.betsyToken, selectionId: betco.live[0].selections[0].id, stake: 10, odds: betco.live[0].selections[0].odds });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'This selection is not offered by this sportsbook.' } });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('answers 401 for an unknown token, the other sportsbook\'s token, a wrong cid and a logged-out session', async () => {
    const p = await newPlayer(t, 100);
    const body = (token: string, extra: object = {}) => ({ token, selectionId: pick().id, stake: 10, odds: pick().odds, ...extra });
    const refused = { status: 401, body: { success: false, message: 'Your sportsbook session has expired. Please refresh the page or log in again.' } };
    expect(await bet(t, 'fcg', body('not-a-token'))).toMatchObject(refused);
    expect(await bet(t, 'fcg', body(p.betcoToken))).toMatchObject(refused);
    expect((await bet(t, 'fcg', body(p.betsyToken, { cid: '999999999' }))).status).toBe(401);
    await call(t.app, 'GET', '/api/auth/logout', { token: p.token });
    expect(await bet(t, 'fcg', body(p.betsyToken))).toMatchObject(refused);
    expect(await bet(t, 'betco', body(p.betcoToken))).toMatchObject({ status: 401 });
    expect(await walletState(t, p.playerId)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('answers 401 for a token older than its time to live', async () => {
    const p = await newPlayer(t, 100);
    await t.db.query("UPDATE sessions SET betsy_token_at = now() - interval '7 hours' WHERE betsy_token = $1", [hashToken(p.betsyToken)]);
    expect((await bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake: 10, odds: pick().odds })).status).toBe(401);
  });

  it('never overdraws under 20 parallel bets: exactly the affordable ones pass and ledger equals balance', async () => {
    const p = await newPlayer(t, 100);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => bet(t, 'fcg', { token: p.betsyToken, selectionId: pick().id, stake: 10, odds: pick().odds })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(10);
    expect(await walletState(t, p.playerId)).toEqual({ balance: 0, ledger: 0 });
  });
});
