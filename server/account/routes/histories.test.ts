import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialHistoryPage } from '@contracts/types/wallet/financial-history';
import type { GameHistoryData } from '@contracts/types/casino/game-history';
import type { SessionHistoryPage } from '@contracts/types/account/session-history';
import { launchSlot, withdraw } from '@server/test/money-helpers';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { bet, events, newPlayer, type TestPlayer } from '@server/sports/routes/sportsbook-test-support';

/** Histories: references, filters by type and status, totals over the whole filtered range, rounds grouped. */
let t: TestApp;
let a: TestPlayer;
let b: TestPlayer;
/** Today in Türkiye (UTC+3), YYYY-MM-DD. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

const post = async <T>(token: string, url: string, body: unknown, locale: 'tr' | 'en' = 'en') => {
  const r = await call(t.app, 'POST', url, { token, body, locale });
  return { status: r.status, message: r.body.message, data: r.body.data as T };
};
const financial = (token: string, body: Record<string, unknown>) => post<FinancialHistoryPage>(token, '/api/customer/financialhistory', { skip: 0, take: 10, ...body });
const games = (token: string, body: Record<string, unknown>) => post<GameHistoryData>(token, '/api/customer/gamehistory', { skip: 0, take: 10, ...body });

/** A deposit by the demo e-wallet; confirmed on its payment page when `confirm`, else left Created (pending). */
async function deposit(p: TestPlayer, lira: number, confirm: boolean): Promise<void> {
  const r = await call(t.app, 'POST', '/api/payment/deposit', { token: p.token, body: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: lira } } });
  expect(r.status).toBe(200);
  if (confirm) expect((await call(t.app, 'POST', `${new URL(r.body.data as string).pathname}/confirm`, { body: {} })).status).toBe(200);
}

beforeAll(async () => {
  // Several spins back to back: the minimum game cycle (docs/protection-enforcement.md) is tested in play-rules.test.ts.
  t = await createTestApp({ compliance: withoutGameCycle() });
  a = await newPlayer(t, 0);
  b = await newPlayer(t, 0);
  // A: deposits ₺500 (confirmed), ₺40 (pending); withdraws ₺150 (pending) and ₺100 (then cancelled).
  await deposit(a, 500, true);
  await deposit(a, 40, false);
  const first = await withdraw(t.app, a.token, 150);
  expect(first.status, String(first.body.message)).toBe(200);
  const cancelled = await withdraw(t.app, a.token, 100);
  const cancelId = (cancelled.body.data as { id: number }).id;
  await t.db.query('UPDATE payment_requests SET record_status = 5, process_status = 3 WHERE id = $1', [cancelId]);
  // A: three slot rounds of ₺1 and one sportsbook bet of ₺5 (open). B: one round.
  const session = await launchSlot(t.app, a.token);
  for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 1 } })).status).toBe(200);
  const selection = (await events(t, 'fcg')).live[0].selections[0];
  expect((await bet(t, 'fcg', { token: a.betsyToken, selectionId: selection.id, stake: 5, odds: selection.odds })).status).toBe(200);
  await t.app.wallet.credit(b.playerId, 'deposit', 1_000, 'test');
  const other = await launchSlot(t.app, b.token);
  expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: other, stake: 1 } })).status).toBe(200);
});
afterAll(() => t.close());

describe('POST customer/financialhistory', () => {
  it('gives each row a stable reference (D-/W- and six digits) and still answers the old request shape', async () => {
    const r = await financial(a.token, {});
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(4);
    for (const item of r.data.items) expect(item.reference).toBe(`${item.transactionType === 1 ? 'D' : 'W'}-${String(item.id).padStart(6, '0')}`);
  });

  it('filters by type and status on the server, and totals the whole filtered range, not only the page', async () => {
    const page = await financial(a.token, { take: 1 });
    expect(page.data.items).toHaveLength(1);
    // Rejected and cancelled requests moved no money: ₺500 + ₺40 in, ₺150 out (the cancelled ₺100 is left out).
    expect(page.data.totals).toEqual({ deposits: 540, withdrawals: 150, net: 390 });
    const deposits = await financial(a.token, { type: 'deposit' });
    expect(deposits.data.items.map((i) => i.transactionType)).toEqual([1, 1]);
    expect(deposits.data.totals).toEqual({ deposits: 540, withdrawals: 0, net: 540 });
    const pending = await financial(a.token, { status: 'pending' });
    expect(pending.data.items.map((i) => [i.transactionType, i.recordStatus])).toEqual([[2, 2], [1, 6]]);
    expect(pending.data.totals).toEqual({ deposits: 40, withdrawals: 150, net: -110 });
    const cancelled = await financial(a.token, { type: 'withdrawal', status: 'cancelled' });
    expect(cancelled.data.items.map((i) => i.amount)).toEqual([100]);
    expect(cancelled.data.totals).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
    const todays = await financial(a.token, { from: today(), to: today(), status: 'confirmed' });
    expect(todays.data.items.map((i) => i.amount)).toEqual([500]);
    expect((await financial(a.token, { from: '2020-01-01', to: '2020-01-31' })).data.totals).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
  });

  it('never shows another player\'s rows or money', async () => {
    const r = await financial(b.token, {});
    expect(r.data).toEqual({ total: 0, totals: { deposits: 0, withdrawals: 0, net: 0 }, items: [] });
  });

  it('refuses bad filter values with a clear 400 in the player\'s language', async () => {
    expect(await financial(a.token, { type: 'bonus' })).toMatchObject({ status: 400, message: 'Type must be one of: deposit, withdrawal.' });
    expect(await financial(a.token, { status: 2 })).toMatchObject({ status: 400, message: 'Status must be one of: pending, confirmed, rejected, cancelled.' });
    expect(await financial(a.token, { from: '2026-02-31' })).toMatchObject({ status: 400, message: 'From is not a valid date.' });
    expect(await financial(a.token, { from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ status: 400, message: 'The start date must not be after the end date.' });
    const tr = await post(a.token, '/api/customer/financialhistory', { skip: 0, take: 10, status: 'lost' }, 'tr');
    expect(tr).toMatchObject({ status: 400, message: 'Durum şunlardan biri olmalıdır: pending, confirmed, rejected, cancelled.' });
  });
});

describe('POST customer/gamehistory', () => {
  it('shows one row per round, its bet and win grouped with the ledger lines, and a reference', async () => {
    const r = await games(a.token, {});
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(4);
    const [sport, ...rounds] = r.data.items;
    expect(sport).toMatchObject({ product: 'sportsbook', providerName: 'FCG', stake: 5, win: 0, net: -5, status: 'open' });
    expect(sport.reference).toMatch(/^B-\d{6}$/);
    expect(sport.lines.map((l) => [l.type, l.amount])).toEqual([['bet', -5]]);
    for (const round of rounds) {
      expect(round).toMatchObject({ product: 'casino', gameName: 'Sweet Bonanza', providerName: 'Pragmatic Play', stake: 1 });
      expect(round.reference).toMatch(/^R-\d{6}$/);
      expect(round.net).toBeCloseTo(round.win - 1, 2);
      expect(round.status).toBe(round.win > 0 ? 'won' : 'lost');
      // The bet line, then the win line when the round paid: as many lines as the wallet booked for the round.
      expect(round.lines[0]).toMatchObject({ type: 'bet', amount: -1 });
      expect(round.lines.filter((l) => l.type === 'win').reduce((sum, l) => sum + l.amount, 0)).toBeCloseTo(round.win, 2);
    }
  });

  it('filters by product and status and totals bet, win and net over the whole filtered range', async () => {
    const all = (await games(a.token, {})).data.items;
    const casinoWin = all.filter((i) => i.product === 'casino').reduce((sum, i) => sum + i.win, 0);
    const page = await games(a.token, { take: 1 });
    expect(page.data.items).toHaveLength(1);
    expect(page.data.totals.bet).toBe(8);
    expect(page.data.totals.win).toBeCloseTo(casinoWin, 2);
    expect(page.data.totals.net).toBeCloseTo(casinoWin - 8, 2);
    const casino = await games(a.token, { product: 'casino' });
    expect(casino.data.items.map((i) => i.product)).toEqual(['casino', 'casino', 'casino']);
    expect(casino.data.totals.bet).toBe(3);
    const open = await games(a.token, { status: 'open', from: today(), to: today() });
    expect(open.data.items.map((i) => i.reference)).toEqual([all[0].reference]);
    expect(open.data.totals).toEqual({ bet: 5, win: 0, net: -5 });
    const won = await games(a.token, { status: 'won' });
    expect(won.data.items.every((i) => i.win > 0)).toBe(true);
  });

  it('never shows another player\'s rounds, and refuses bad filters with a clear 400', async () => {
    const other = await games(b.token, {});
    expect(other.data.total).toBe(1);
    expect(other.data.totals.bet).toBe(1);
    expect(other.data.items[0].lines.every((l) => Math.abs(l.amount) <= 1_000)).toBe(true);
    expect((await games(b.token, { product: 'sportsbook' })).data).toEqual({ total: 0, totals: { bet: 0, win: 0, net: 0 }, items: [] });
    expect(await games(a.token, { product: 'poker' })).toMatchObject({ status: 400, message: 'Product must be one of: casino, sportsbook.' });
    expect(await games(a.token, { status: 'pending' })).toMatchObject({ status: 400, message: 'Status must be one of: won, lost, open.' });
    expect(await games(a.token, { to: '2026-04-31' })).toMatchObject({ status: 400, message: 'To is not a valid date.' });
  });
});

describe('POST customer/sessionhistory', () => {
  it('gives each login a reference and filters active and ended sessions', async () => {
    const second = await call(t.app, 'POST', '/api/auth/login', { body: { username: a.username, password: 'secret123' } });
    const token = (second.body.data as { token: string }).token;
    await call(t.app, 'GET', '/api/auth/logout', { token });
    const all = await post<SessionHistoryPage>(a.token, '/api/customer/sessionhistory', { skip: 0, take: 10 });
    expect(all.data.total).toBe(2);
    for (const s of all.data.items) expect(s.reference).toBe(`L-${String(s.id).padStart(6, '0')}`);
    const active = await post<SessionHistoryPage>(a.token, '/api/customer/sessionhistory', { skip: 0, take: 10, status: 'active' });
    expect(active.data.items.map((s) => s.current)).toEqual([true]);
    const ended = await post<SessionHistoryPage>(a.token, '/api/customer/sessionhistory', { skip: 0, take: 10, status: 'ended' });
    expect(ended.data.items).toHaveLength(1);
    expect(ended.data.items[0].endedAt).not.toBeNull();
    expect(await post(a.token, '/api/customer/sessionhistory', { skip: 0, take: 10, status: 'open' })).toMatchObject({ status: 400 });
  });
});
