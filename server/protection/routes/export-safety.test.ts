import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { bet, events, newPlayer } from '@server/sports/routes/sportsbook-test-support';

/** Every text cell of every export escaped by the OWASP rule; sportsbook bets exported too. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const exportCsv = (token: string, kind: string, locale: 'tr' | 'en' = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/customer/export?kind=${kind}&from=${today()}&to=${today()}`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
  });
const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('CSV formula injection', () => {
  it('a User-Agent starting with a minus and a digit is written as text, not as a formula', async () => {
    const p = await newPlayer(t, 0);
    const agent = "-1+1+cmd|' /C calc'!A0";
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: 'secret123' },
      headers: { 'user-agent': agent },
    });
    const rows = lines((await exportCsv(p.token, 'session')).body);
    expect(rows).toHaveLength(3);
    expect(rows.filter((line) => line.endsWith(`,'${agent}`))).toHaveLength(1);
    expect(rows.some((line) => line.includes(`,${agent}`))).toBe(false);
  });
});

describe('sportsbook bets in the export', () => {
  it('one row per bet with numbers as numbers and the event text escaped', async () => {
    const p = await newPlayer(t, 1000);
    const selection = (await events(t, 'fcg')).prematch[0].selections[0];
    const placed = await bet(t, 'fcg', { token: p.betsyToken, cid: p.betsyCid, selectionId: selection.id, stake: 50, odds: selection.odds });
    expect(placed.status).toBe(200);
    await t.db.query("UPDATE sport_bets SET event_name = '=2+5' WHERE player_id = $1", [p.playerId]);
    const r = await exportCsv(p.token, 'sportsbook');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="sportsbook-history-${today()}_${today()}.csv"`);
    const rows = lines(r.body);
    expect(rows[0]).toBe('Placed,Bet,Event,Selection,Odds,Stake (TRY),Potential win (TRY),Status,Settled');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d+,'=2\\+5,[^,]+,${selection.odds.toFixed(2)},50\\.00,\\d+\\.\\d\\d,Open,$`));
    expect(lines((await exportCsv(p.token, 'sportsbook', 'tr')).body)[0]).toMatch(/^Tarih,Kupon,Etkinlik/);
  });
});
