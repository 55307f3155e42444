import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, fastRegistration, type TestApp } from '@server/test/test-app';
import type { CashierInfo } from '@contracts/types/wallet/cashier';
import type { FinancialHistoryPage } from '@contracts/types/wallet/financial-history';
import { DEMO_BANK_ACCOUNT } from '@server/wallet/providers/demo-psp';

const IBAN_DIGITS = '330006100519786457841326'; // TR33 0006 1005 1978 6457 8413 26, a valid test IBAN

let t: TestApp;
let app: FastifyInstance;

async function newPlayer(overrides: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
  const reply = await call(app, 'POST', '/api/auth/register', { body: fastRegistration(overrides) });
  const data = reply.body.data as { token: string };
  const [row] = await t.db.query<{ player_id: number }>('SELECT player_id FROM sessions ORDER BY id DESC LIMIT 1');
  return { token: data.token, id: Number(row.player_id) };
}
const fund = (playerId: number, kurus: number) => app.wallet.credit(playerId, 'deposit', kurus, 'test');
const cashier = async (token: string, id: number, type: 1 | 2) => {
  const reply = await call(app, 'POST', '/api/payment/cashier', { token, body: { id, type }, locale: 'en' });
  expect(reply.status).toBe(200);
  return reply.body.data as CashierInfo;
};
const withdraw = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/payment/withdraw', { token, body: { target: 'pay', ...body }, locale: 'en' });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

describe('payment methods describe processing time and fee (docs/wallet.md)', () => {
  it('each demo method says how long it takes and what it costs; a method without them still lists', async () => {
    const { token } = await newPlayer();
    const methods = (await call(app, 'POST', '/api/payment/methods', { token, body: { type: 2 } })).body.data as Record<string, unknown>[];
    expect(methods[0]).toMatchObject({ name: 'Havale / EFT', processing: { unit: 'businessDays', min: 1, max: 3 }, fee: { fixed: 0, percent: 0 } });
    await t.db.query("UPDATE payment_methods SET processing = NULL, fee = '{\"fixedKurus\": 500, \"percent\": 0}' WHERE id = 13");
    const again = (await call(app, 'POST', '/api/payment/methods', { token, body: { type: 2 } })).body.data as Record<string, unknown>[];
    const ewallet = again.find((m) => m.id === 13)!;
    expect(ewallet).not.toHaveProperty('processing');
    expect(ewallet.fee).toEqual({ fixed: 5, percent: 0 });
    await t.db.query(`UPDATE payment_methods SET processing = '{"unit":"hours","min":1,"max":24}', fee = '{"fixedKurus":0,"percent":0}' WHERE id = 13`);
  });
});

describe('POST payment/cashier (docs/wallet.md)', () => {
  it('401 without a session; 400 for a method of the other type', async () => {
    expect((await call(app, 'POST', '/api/payment/cashier', { body: { id: 1, type: 1 } })).status).toBe(401);
    const { token } = await newPlayer();
    expect((await call(app, 'POST', '/api/payment/cashier', { token, body: { id: 11, type: 1 } })).status).toBe(400);
  });

  it('a bank deposit shows the operator account from the provider and a stable reference unique to the player', async () => {
    const a = await newPlayer({ name: 'Zeynep', surname: 'Kaya' });
    const b = await newPlayer();
    const first = await cashier(a.token, 1, 1);
    expect(first.prefill).toEqual({ accountHolder: 'Zeynep Kaya' });
    expect(first.bankTransfer).toMatchObject({ ...DEMO_BANK_ACCOUNT, reference: expect.stringMatching(/^YT[A-Z2-9]{8}$/) as unknown as string });
    expect((await cashier(a.token, 1, 1)).bankTransfer?.reference).toBe(first.bankTransfer?.reference);
    expect((await cashier(b.token, 1, 1)).bankTransfer?.reference).not.toBe(first.bankTransfer?.reference);
    // Card / e-wallet deposits and withdrawals show no account.
    expect((await cashier(a.token, 2, 1)).bankTransfer).toBeNull();
    expect((await cashier(a.token, 11, 2)).bankTransfer).toBeNull();
    // The deposit request carries the reference for the operator.
    await call(app, 'POST', '/api/payment/deposit', { token: a.token, body: { id: 1, target: 'pay', detail: { iban: IBAN_DIGITS, accountHolder: 'Zeynep Kaya', amount: 150 } } });
    const [row] = await t.db.query<{ detail: { reference?: string } }>('SELECT detail FROM payment_requests WHERE player_id = $1', [a.id]);
    expect(row.detail.reference).toBe(first.bankTransfer?.reference);
  });

  it('remembers the last IBAN per player, masked, and a saved id works only for its owner', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await fund(a.id, 100_000);
    await fund(b.id, 100_000);
    expect((await cashier(a.token, 11, 2)).saved).toEqual([]);
    expect((await withdraw(a.token, { id: 11, detail: { iban: IBAN_DIGITS, accountHolder: 'Ayşe Nur Yılmaz', amount: 100 } })).status).toBe(200);
    const saved = (await cashier(a.token, 11, 2)).saved;
    expect(saved).toEqual([
      { id: expect.any(Number) as unknown as number, kind: 'iban', masked: 'TR33 •••• •••• 1326', covers: ['iban'], lastUsedAt: expect.any(String) as unknown as string },
    ]);
    expect(JSON.stringify(await cashier(a.token, 11, 2))).not.toContain(IBAN_DIGITS);
    // Not offered where the form has no IBAN field, nor to another player.
    expect((await cashier(a.token, 13, 2)).saved).toEqual([]);
    expect((await cashier(b.token, 11, 2)).saved).toEqual([]);
    // Reused by its owner without typing the IBAN again …
    expect((await withdraw(a.token, { id: 11, saved: saved[0].id, detail: { accountHolder: 'Ayşe Nur Yılmaz', amount: 100 } })).status).toBe(200);
    const ibans = await t.db.query<{ iban: string }>("SELECT detail->>'iban' AS iban FROM payment_requests WHERE player_id = $1", [a.id]);
    expect(ibans.map((r) => r.iban)).toEqual([`TR${IBAN_DIGITS}`, `TR${IBAN_DIGITS}`]);
    // … never by another player: refused, nothing moves.
    const stolen = await withdraw(b.token, { id: 11, saved: saved[0].id, detail: { accountHolder: 'X Y', amount: 100 } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('The saved payment details could not be used. Please enter them again.');
    expect(await t.db.query('SELECT id FROM payment_requests WHERE player_id = $1', [b.id])).toHaveLength(0);
  });

  it('remembers a card by its last four digits and expiry only', async () => {
    const a = await newPlayer();
    await call(app, 'POST', '/api/payment/deposit', { token: a.token, body: { id: 2, target: 'pay', detail: { cardNumber: '4242424242424242', expiry: '12/30', amount: 100 } } });
    const saved = (await cashier(a.token, 2, 1)).saved;
    expect(saved).toMatchObject([{ kind: 'card', masked: '•••• 4242', covers: ['cardNumber', 'expiry'] }]);
    const [stored] = await t.db.query<{ value: unknown }>('SELECT value FROM player_payment_details WHERE player_id = $1', [a.id]);
    expect(JSON.stringify(stored.value)).not.toContain('42424242');
    const again = await call(app, 'POST', '/api/payment/deposit', { token: a.token, body: { id: 2, target: 'pay', saved: saved[0].id, detail: { amount: 100 } } });
    expect(again.status).toBe(200);
  });

  it('withdrawals carry a real timeline: requested, in review, rejected with the reason; cancelled by the player', async () => {
    const a = await newPlayer();
    await fund(a.id, 100_000);
    const first = (await withdraw(a.token, { id: 11, detail: { iban: IBAN_DIGITS, accountHolder: 'A B', amount: 200 } })).body.data as { id: number };
    const second = (await withdraw(a.token, { id: 13, detail: { provider: 1, accountId: '5321234567', amount: 100 } })).body.data as { id: number };
    let summary = (await cashier(a.token, 11, 2)).withdrawals;
    expect(summary.map((w) => [w.id, w.timeline.map((e) => e.status)])).toEqual([[second.id, ['requested']], [first.id, ['requested']]]);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${first.id}/review`, { body: {}, operator: 'test-operator' })).status).toBe(200);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${first.id}/review`, { body: {}, operator: 'test-operator' })).status).toBe(200);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${first.id}/reject`, { body: { reason: 'IBAN name does not match' }, operator: 'test-operator' })).status).toBe(200);
    expect((await call(app, 'POST', `/api/operator/withdrawals/${first.id}/review`, { body: {}, operator: 'test-operator' })).status).toBe(400);
    expect((await call(app, 'POST', '/api/payment/cancelwithdrawal', { token: a.token, body: { id: second.id } })).status).toBe(200);
    summary = (await cashier(a.token, 11, 2)).withdrawals;
    const rejected = summary.find((w) => w.id === first.id)!;
    expect(rejected.timeline.map((e) => e.status)).toEqual(['requested', 'in_review', 'rejected']);
    expect(rejected.timeline[2].reason).toBe('IBAN name does not match');
    expect(summary.find((w) => w.id === second.id)!.timeline.map((e) => e.status)).toEqual(['requested', 'cancelled']);
    const times = rejected.timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // The financial history carries the same timelines; deposits none.
    const history = (await call(app, 'POST', '/api/customer/financialhistory', { token: a.token, body: { skip: 0, take: 10 } })).body.data as FinancialHistoryPage;
    expect(history.items.find((i) => i.id === first.id)?.timeline?.map((e) => e.status)).toEqual(['requested', 'in_review', 'rejected']);
    // Another player sees none of it.
    const b = await newPlayer();
    expect((await cashier(b.token, 11, 2)).withdrawals).toEqual([]);
  });
});
