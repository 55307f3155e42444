import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, fastRegistration, type TestApp } from '@server/test/test-app';
import { endHolds } from '@server/test/account-helpers';

const IBAN_DIGITS = '330006100519786457841326'; // TR33 0006 1005 1978 6457 8413 26, a valid test IBAN
const BAD_IBAN_DIGITS = '330006100519786457841327';

let t: TestApp;
let app: FastifyInstance;

async function newPlayer(): Promise<{ token: string; id: number }> {
  const reply = await call(app, 'POST', '/api/auth/register', { body: fastRegistration() });
  const data = reply.body.data as { token: string; usercode: string };
  const [row] = await t.db.query<{ player_id: number }>('SELECT player_id FROM sessions ORDER BY id DESC LIMIT 1');
  return { token: data.token, id: row.player_id };
}

const balance = async (token: string) => ((await call(app, 'GET', '/api/user/balance', { token })).body.data as { balance: number }).balance;
/** Every operator action names its operator. */
const fund = (playerId: number, kurus: number) => app.wallet.credit(playerId, 'deposit', kurus, 'test');
const bankDetail = (amount: number, iban = IBAN_DIGITS) => ({ iban, accountHolder: 'Ayşe Yılmaz', amount });
const ledgerMatches = async (playerId: number) => {
  const [row] = await t.db.query<{ sum: number; balance: number }>(
    `SELECT (SELECT COALESCE(SUM(amount_kurus), 0)::bigint FROM ledger WHERE player_id = $1) AS sum,
            (SELECT balance_kurus FROM wallets WHERE player_id = $1) AS balance`,
    [playerId],
  );
  return row.sum === row.balance;
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

describe('payment methods and detail', () => {
  it('lists deposit methods with lira limits, and 401 without a session', async () => {
    const { token } = await newPlayer();
    const reply = await call(app, 'POST', '/api/payment/methods', { token, body: { type: 1 } });
    const methods = reply.body.data as { id: number; kind: string; minAmount: number; type: number }[];
    expect(methods.map((m) => m.kind)).toEqual(['bank', 'card', 'ewallet', 'crypto']);
    expect(methods[0]).toMatchObject({ id: 1, type: 1, minAmount: 100 });
    expect((await call(app, 'POST', '/api/payment/methods', { body: { type: 1 } })).status).toBe(401);
    expect((await call(app, 'POST', '/api/payment/methods', { token, body: { type: 3 } })).status).toBe(400);
  });

  it('returns the field descriptors, and refuses a method of the other type', async () => {
    const { token } = await newPlayer();
    const reply = await call(app, 'POST', '/api/payment/detail', { token, body: { id: 11, type: 2 } });
    expect(reply.body.data).toEqual([
      { key: 'iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null },
      { key: 'accountHolder', mask: null, objectType: 1, option: null },
      { key: 'amount', mask: null, objectType: 4, option: null },
    ]);
    const wrong = await call(app, 'POST', '/api/payment/detail', { token, body: { id: 11, type: 1 }, locale: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This payment method is not available.');
  });
});

describe('deposit through the demo payment page', () => {
  it('credits the wallet once on Confirm, completes the request and sends a Deposit notification', async () => {
    const { token, id } = await newPlayer();
    const reply = await call(app, 'POST', '/api/payment/deposit', {
      token, locale: 'en', body: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 150.5 } },
    });
    expect(reply.status).toBe(200);
    const url = reply.body.data as string;
    expect(url).toMatch(/^http:\/\/[^/]+\/demo\/pay\/[A-Za-z0-9_-]+$/);
    expect(await balance(token)).toBe(0);
    const path = new URL(url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const confirm = await call(app, 'POST', `${path}/confirm`, { body: {} });
    expect(confirm.status).toBe(200);
    expect(await balance(token)).toBe(150.5);
    expect((await call(app, 'POST', `${path}/confirm`, { body: {} })).status).toBe(400);
    expect(await balance(token)).toBe(150.5);
    const notes = await call(app, 'POST', '/api/customer/notification', { token, body: { skip: 0, take: 10 } });
    expect((notes.body.data as { type: number; title: string }[]).filter((n) => n.type === 1)).toEqual([
      expect.objectContaining({ type: 1, title: 'Deposit received' }),
    ]);
    const history = await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } });
    expect(history.body.data).toMatchObject({ total: 1, items: [{ transactionType: 1, amount: 150.5, recordStatus: 1, processStatus: 2 }] });
    expect(await ledgerMatches(id)).toBe(true);
  });

  it('Cancel credits nothing and marks the request cancelled', async () => {
    const { token } = await newPlayer();
    const reply = await call(app, 'POST', '/api/payment/deposit', {
      token, body: { id: 4, target: 'pay', detail: { network: 'TRC20', walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', amount: 300 } },
    });
    const path = new URL(reply.body.data as string).pathname;
    expect((await call(app, 'POST', `${path}/cancel`, { body: {} })).status).toBe(200);
    expect((await call(app, 'POST', `${path}/confirm`, { body: {} })).status).toBe(400);
    expect(await balance(token)).toBe(0);
    const history = await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } });
    expect(history.body.data).toMatchObject({ items: [{ recordStatus: 5, processStatus: 3 }] });
  });

  it('refuses a bad card number, an amount out of range and unknown fields, creating nothing', async () => {
    const { token } = await newPlayer();
    const send = (detail: Record<string, unknown>) =>
      call(app, 'POST', '/api/payment/deposit', { token, locale: 'en', body: { id: 2, target: 'pay', detail } });
    expect((await send({ cardNumber: '4111111111111112', expiry: '1299', amount: 100 })).body.message).toBe('The card number is not valid.');
    expect((await send({ cardNumber: '4111111111111111', expiry: '1299', amount: 10 })).body.message).toBe('Enter an amount between ₺50.00 and ₺20,000.00.');
    expect((await send({ cardNumber: '4111111111111111', expiry: '1299', amount: 100, x: 1 })).status).toBe(400);
    expect((await send({ cardNumber: '4111111111111111', expiry: '1299' })).body.message).toBe('Amount is required.');
    expect((await send({ cardNumber: '4111111111111111', expiry: '1299', amount: '100' })).body.message).toBe('Amount is not valid.');
    expect((await send({ cardNumber: '4111111111111111', expiry: '1299', amount: 100.123 })).status).toBe(400);
    expect((await call(app, 'POST', '/api/payment/deposit', { token, body: { id: 2, target: 'other', detail: {} } })).status).toBe(400);
    const history = await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } });
    expect(history.body.data).toEqual({ total: 0, totals: { deposits: 0, withdrawals: 0, net: 0 }, items: [] });
  });
});

describe('withdrawal', () => {
  it('debits into a pending request; invalid IBAN or above balance moves nothing', async () => {
    const { token, id } = await newPlayer();
    await fund(id, 50_000);
    const send = (detail: Record<string, unknown>) =>
      call(app, 'POST', '/api/payment/withdraw', { token, locale: 'en', body: { id: 11, target: 'pay', detail } });
    const bad = await send(bankDetail(200, BAD_IBAN_DIGITS));
    expect(bad.body.message).toBe('The IBAN is not valid.');
    const above = await send(bankDetail(600));
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('The amount is above your balance (₺500.00).');
    expect(await balance(token)).toBe(500);
    const good = await send(bankDetail(200, `TR${IBAN_DIGITS}`));
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ recordStatus: 2, processStatus: 1 });
    expect(await balance(token)).toBe(300);
    const history = await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } });
    expect(history.body.data).toMatchObject({ total: 1, items: [{ transactionType: 2, amount: 200, recordStatus: 2, processStatus: 1, methodName: 'Havale / EFT' }] });
    expect(await ledgerMatches(id)).toBe(true);
  });

  it('operator approve completes, reject refunds through the ledger; both notify type 2', async () => {
    const { token, id } = await newPlayer();
    await fund(id, 100_000);
    const make = async () =>
      ((await call(app, 'POST', '/api/payment/withdraw', { token, body: { id: 11, target: 'pay', detail: bankDetail(250) } })).body.data as { id: number }).id;
    const first = await make();
    const second = await make();
    expect(await balance(token)).toBe(500);
    const list = await call(app, 'GET', '/api/operator/withdrawals', { operator: 'test-operator' });
    expect((list.body.data as { id: number }[]).map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    // A first withdrawal goes to a payout account never used: its cooling hold ends before the operator pays it.
    await endHolds(app, id);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${first}/approve`, { operator: 'test-operator' })).status).toBe(200);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${second}/reject`, { body: { reason: 'Name mismatch.' }, operator: 'test-operator' })).status).toBe(200);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${second}/approve`, { operator: 'test-operator' })).status).toBe(400);
    expect(await balance(token)).toBe(750);
    const history = await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 10 } });
    expect((history.body.data as { items: { id: number; recordStatus: number; processStatus: number }[] }).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first, recordStatus: 1, processStatus: 2 }),
        expect.objectContaining({ id: second, recordStatus: 4, processStatus: 3 }),
      ]),
    );
    const notes = await call(app, 'POST', '/api/customer/notification', { token, body: { skip: 0, take: 10 } });
    // Two "held" notices (both went to a payout account not yet used), then the approval and the rejection.
    expect((notes.body.data as { type: number }[]).filter((n) => n.type === 2)).toHaveLength(4);
    expect(await ledgerMatches(id)).toBe(true);
  });

  it('the public port refuses the operator API to a remote caller and a local proxy forwarding one (it has its own listener)', async () => {
    const remote = await app.inject({ method: 'GET', url: '/api/operator/withdrawals', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    const proxied = await app.inject({ method: 'GET', url: '/api/operator/withdrawals', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.statusCode).toBe(404);
  });

  it('60 parallel withdrawals never overdraw and ledger equals balance', async () => {
    const { token, id } = await newPlayer();
    await fund(id, 100_000); // ₺1.000: room for exactly 10 withdrawals of ₺100
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => call(app, 'POST', '/api/payment/withdraw', { token, body: { id: 11, target: 'pay', detail: bankDetail(100) } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(50);
    expect(await balance(token)).toBe(0);
    expect(await ledgerMatches(id)).toBe(true);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_requests WHERE player_id = $1', [id]);
    expect(n).toBe(10);
  });
});

describe('histories', () => {
  it('session history marks the current session; date filters and paging apply', async () => {
    const { token } = await newPlayer();
    const reply = await call(app, 'POST', '/api/customer/sessionhistory', { token, body: { skip: 0, take: 10 } });
    expect(reply.body.data).toMatchObject({ total: 1, items: [{ current: true, endedAt: null }] });
    const past = await call(app, 'POST', '/api/customer/sessionhistory', { token, body: { skip: 0, take: 10, to: '2020-01-01' } });
    expect(past.body.data).toEqual({ total: 0, items: [] });
    expect((await call(app, 'POST', '/api/customer/sessionhistory', { token, body: { skip: 0, take: 10, from: '2024-02-31' } })).status).toBe(400);
    expect((await call(app, 'POST', '/api/customer/financialhistory', { token, body: { skip: 0, take: 500 } })).status).toBe(400);
    expect((await call(app, 'POST', '/api/customer/financialhistory', { body: { skip: 0, take: 5 } })).status).toBe(400 + 1);
  });
});
