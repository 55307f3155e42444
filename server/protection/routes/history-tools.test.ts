import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FinancialHistoryPage,
  FinancialHistoryItem,
} from '@contracts/types/wallet/financial-history';
import { registerPlayer } from '@server/test/account-helpers';
import { launchSlot, moneyState, withdraw } from '@server/test/money-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';

/** CSV export (GET customer/export) and withdrawal cancellation (POST payment/cancelwithdrawal). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
});
afterAll(() => t.close());

/** Today in Türkiye (UTC+3), YYYY-MM-DD. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const exportCsv = (token: string | undefined, query: string, locale: 'tr' | 'en' = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/customer/export?${query}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-locale': locale },
  });

describe('history export', () => {
  it('game history as CSV: BOM, header in the request language, one row per transaction, attachment name', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    const game = await launchSlot(t.app, p.token);
    for (let i = 0; i < 3; i++)
      await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 1 } });
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM game_transactions WHERE player_id = $1',
      [p.id],
    );
    const r = await exportCsv(p.token, `kind=game&from=${today()}&to=${today()}`, 'tr');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="game-history-${today()}_${today()}.csv"`);
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tarih,Oyun,Sağlayıcı,Tur,Tür,Tutar (TRY),Sonraki bakiye (TRY)');
    expect(lines).toHaveLength(count + 1);
    expect(lines.filter((l) => l.includes(',Bahis,1.00,'))).toHaveLength(3);
  });

  it('financial and session history of the caller only, header in English for x-locale en', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    await t.app.wallet.credit(a.id, 'deposit', 50_000, 'test');
    await withdraw(t.app, a.token, 100);
    const mine = await exportCsv(a.token, `kind=financial&from=${today()}&to=${today()}`);
    expect(mine.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date,Type,Method,Amount (TRY),Status,Process status',
    );
    expect(mine.body).toContain(',Withdrawal,');
    expect(mine.body).toContain(',100.00,Pending,Processing');
    const theirs = await exportCsv(b.token, `kind=financial&from=${today()}&to=${today()}`);
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const sessions = await exportCsv(b.token, `kind=session&from=${today()}&to=${today()}`);
    expect(
      sessions.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });

  it('a bad range is a 400 envelope naming the field; no session is 401', async () => {
    const p = await registerPlayer(t.app);
    const long = await exportCsv(p.token, 'kind=game&from=2025-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      message: 'The date range may cover at most 12 months.',
      data: null,
    });
    expect((await exportCsv(p.token, 'kind=game&from=2025-01-01&to=2025-12-31')).statusCode).toBe(200);
    expect((await exportCsv(p.token, 'kind=game&from=2026-03-02&to=2026-03-01')).json().message).toBe(
      'The start date must not be after the end date.',
    );
    expect((await exportCsv(p.token, 'kind=game&from=2026-02-31&to=2026-03-01')).json().message).toBe(
      'From is not a valid date.',
    );
    expect((await exportCsv(p.token, 'kind=bets&from=2026-02-01&to=2026-03-01')).json().message).toMatch(/^(Type|Tür) /);
    expect((await exportCsv(p.token, 'kind=game&from=2026-02-01')).json().message).toMatch(/^(To|Bitiş) /);
    expect((await exportCsv(undefined, 'kind=game&from=2026-02-01&to=2026-03-01')).statusCode).toBe(401);
  });
});

describe('withdrawal cancellation', () => {
  const history = async (token: string) =>
    (
      (await call(t.app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } })).body
        .data as FinancialHistoryPage
    ).items;

  it('returns the amount to the wallet in one transaction and marks the request cancelled', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 50_000, 'test');
    const w = await withdraw(t.app, p.token, 120);
    const id = (w.body.data as { id: number }).id;
    const [item] = await history(p.token);
    expect(item).toMatchObject({ id, transactionType: 2, recordStatus: 2, processStatus: 1, cancellable: true });
    const r = await call(t.app, 'POST', '/api/payment/cancelwithdrawal', {
      token: p.token,
      body: { id },
      locale: 'en',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Your withdrawal has been cancelled and ₺120.00 has been returned to your balance.');
    expect(r.body.data).toMatchObject({
      id,
      amount: 120,
      recordStatus: 5,
      processStatus: 3,
      cancellable: false,
    } satisfies Partial<FinancialHistoryItem>);
    const state = await moneyState(t.db, p.id);
    expect(state.balance).toBe(50_000);
    expect(state.ledger).toBe(50_000);
    const [ledger] = await t.db.query<{ kind: string; amount_kurus: number; reference: string }>(
      'SELECT kind, amount_kurus, reference FROM ledger WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
      [p.id],
    );
    expect(ledger).toEqual({ kind: 'adjustment', amount_kurus: 12_000, reference: `payment:${id}:cancel` });
    const again = await call(t.app, 'POST', '/api/payment/cancelwithdrawal', {
      token: p.token,
      body: { id },
      locale: 'en',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This withdrawal can no longer be cancelled.');
    expect((await moneyState(t.db, p.id)).balance).toBe(50_000);
  });

  it("another player's withdrawal is unreachable (404) and a bad body is 400 naming id", async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    await t.app.wallet.credit(a.id, 'deposit', 50_000, 'test');
    const id = ((await withdraw(t.app, a.token, 100)).body.data as { id: number }).id;
    const r = await call(t.app, 'POST', '/api/payment/cancelwithdrawal', {
      token: b.token,
      body: { id },
      locale: 'en',
    });
    expect(r.status).toBe(404);
    expect((await history(a.token))[0]).toMatchObject({ recordStatus: 2, cancellable: true });
    expect(
      (await call(t.app, 'POST', '/api/payment/cancelwithdrawal', { token: b.token, body: { id: 'x' }, locale: 'en' }))
        .body.message,
    ).toMatch(/^Item number /);
  });
});
