import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endHolds, lastCode, registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { BANK_WITHDRAW_ID, TEST_IBAN_DIGITS, firstSelection, launchSlot, moneyState } from '@server/test/money-helpers';
import { TEST_DATABASE_URL } from '@server/test/postgres';
import { concreteUrl, injectRoute, routeCatalogue } from '@server/test/route-catalogue';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { operatorAuth } from '@server/test/operator-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { EnvelopeReply, TestApp } from '@server/test/test-app';

/**
 * A money-moving call retried with the same Idempotency-Key moves money once and answers with the
 * first reply; the same key with another body is 422; keys belong to one player and one route and expire after 24 h.
 */
let t: TestApp;
let nowMs = Date.now();
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ idempotency: { now: () => nowMs } });
});
afterAll(() => t.close());

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;
const withdrawBody = (lira: number) => ({ id: BANK_WITHDRAW_ID, target: 'pay', detail: { iban: TEST_IBAN_DIGITS, accountHolder: 'Ayşe Yılmaz', amount: lira } });
const withdraw = (p: TestPlayer, key: string | null, lira = 100, locale: 'tr' | 'en' = 'en') =>
  call(t.app, 'POST', '/api/payment/withdraw', { token: p.token, locale, body: withdrawBody(lira), headers: key === null ? {} : { 'idempotency-key': key } });

async function richPlayer(lira = 1000): Promise<TestPlayer> {
  const p = await registerPlayer(t.app);
  await t.app.wallet.credit(p.id, 'deposit', lira * 100, 'test');
  return p;
}
const count = async (sql: string, playerId: number) => Number((await t.db.query<{ n: number }>(sql, [playerId]))[0].n);
const withdrawals = (playerId: number) => count('SELECT COUNT(*)::bigint AS n FROM payment_requests WHERE player_id = $1 AND transaction_type = 2', playerId);
/** Status and body of two replies, for "identical reply" checks. */
const same = (a: EnvelopeReply, b: EnvelopeReply) => expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });

describe(`Idempotency-Key on money-moving calls (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a withdrawal sent twice with one key debits once and replays the first reply', async () => {
    const p = await richPlayer();
    const key = newKey();
    const first = await withdraw(p, key);
    const second = await withdraw(p, key);
    expect(first.status).toBe(200);
    same(first, second);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await withdrawals(p.id)).toBe(1);
    expect((await moneyState(t.db, p.id)).balance).toBe(90_000);
    // Without the header the call behaves as before: each one moves money.
    await withdraw(p, null);
    await withdraw(p, null);
    expect(await withdrawals(p.id)).toBe(3);
  });

  it('a refused withdrawal (4xx) is replayed too, even after the balance would allow it', async () => {
    const p = await richPlayer(50);
    const key = newKey();
    const first = await withdraw(p, key, 100);
    expect(first.status).toBe(400);
    await t.app.wallet.credit(p.id, 'deposit', 100_000, 'test');
    same(first, await withdraw(p, key, 100));
    expect(await withdrawals(p.id)).toBe(0);
  });

  it('a deposit sent twice with one key creates one payment request and the same payment page', async () => {
    const p = await registerPlayer(t.app);
    const key = newKey();
    const send = () =>
      call(t.app, 'POST', '/api/payment/deposit', {
        token: p.token, locale: 'en', headers: { 'idempotency-key': key },
        body: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 150.5 } },
      });
    const first = await send();
    expect(first.status).toBe(200);
    same(first, await send());
    expect(await count('SELECT COUNT(*)::bigint AS n FROM payment_requests WHERE player_id = $1 AND transaction_type = 1', p.id)).toBe(1);
  });

  it('a cancelled withdrawal sent twice with one key refunds once and replays the reply', async () => {
    const p = await richPlayer();
    const created = await withdraw(p, null);
    const id = (created.body.data as { id: number }).id;
    const key = newKey();
    const cancel = () => call(t.app, 'POST', '/api/payment/cancelwithdrawal', { token: p.token, locale: 'en', body: { id }, headers: { 'idempotency-key': key } });
    const first = await cancel();
    expect(first.status).toBe(200);
    same(first, await cancel());
    expect((await moneyState(t.db, p.id)).balance).toBe(100_000);
  });

  it('a slot spin and a sportsbook bet sent twice with one key each move money once', async () => {
    const p = await richPlayer();
    const login = (await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } })).body.data as {
      token: string; betsyToken: string; betsyCid: string;
    };
    const game = await launchSlot(t.app, login.token);
    const spinKey = newKey();
    const spin = () => call(t.app, 'POST', '/demo/games/api/spin', { locale: 'en', body: { session: game, stake: 10 }, headers: { 'idempotency-key': spinKey } });
    const firstSpin = await spin();
    expect(firstSpin.status).toBe(200);
    same(firstSpin, await spin());
    expect(await count('SELECT COUNT(*)::bigint AS n FROM game_rounds WHERE player_id = $1', p.id)).toBe(1);

    const selection = await firstSelection(t.app, 'fcg');
    const betKey = newKey();
    const bet = () =>
      call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', {
        locale: 'en', headers: { 'idempotency-key': betKey },
        body: { token: login.betsyToken, cid: login.betsyCid, selectionId: selection.id, stake: 10, odds: selection.odds },
      });
    const firstBet = await bet();
    expect(firstBet.status).toBe(200);
    same(firstBet, await bet());
    expect(await count('SELECT COUNT(*)::bigint AS n FROM sport_bets WHERE player_id = $1', p.id)).toBe(1);
  });

  it('the trial bonus, the demo payment page and the operator API replay the first reply to a retried key', async () => {
    const p = await registerPlayer(t.app, { trialBonus: 1 });
    await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: p.phone }, token: p.token });
    const code = await lastCode(t.app, p.username);
    await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone: p.phone, code }, token: p.token });
    const bonusKey = newKey();
    const bonus = () => call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: p.token, locale: 'en', headers: { 'idempotency-key': bonusKey } });
    const firstBonus = await bonus();
    expect(firstBonus.status).toBe(200);
    same(firstBonus, await bonus());

    const deposit = await call(t.app, 'POST', '/api/payment/deposit', {
      token: p.token, locale: 'en', body: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 150.5 } },
    });
    const confirmKey = newKey();
    const confirm = () => call(t.app, 'POST', `${new URL(deposit.body.data as string).pathname}/confirm`, { locale: 'en', body: {}, headers: { 'idempotency-key': confirmKey } });
    const firstConfirm = await confirm();
    expect(firstConfirm.status).toBe(200);
    same(firstConfirm, await confirm());
    expect((await moneyState(t.db, p.id)).balance).toBe(5_000 + 15_050);

    const id = (await withdraw(p, null, 100)).body.data as { id: number };
    // A first withdrawal goes to a payout account never used: its cooling hold ends before the operator pays it.
    await endHolds(t.app, p.id);
    const approveKey = newKey();
    const approve = () => call(t.app, 'POST', `/api/operator/withdrawals/${id.id}/approve`, { locale: 'en', body: {}, operator: 'test-operator', headers: { 'idempotency-key': approveKey } });
    const firstApprove = await approve();
    expect(firstApprove.status).toBe(200);
    same(firstApprove, await approve());
  });

  it('the same key with another body is 422 in the request language, and nothing moves', async () => {
    const p = await richPlayer();
    const key = newKey();
    expect((await withdraw(p, key, 100)).status).toBe(200);
    const en = await withdraw(p, key, 200, 'en');
    expect(en).toMatchObject({ status: 422, body: { success: false, data: null } });
    expect(en.body.message).toMatch(/Idempotency-Key/);
    const tr = await withdraw(p, key, 200, 'tr');
    expect(tr.status).toBe(422);
    expect(tr.body.message).not.toBe(en.body.message);
    expect(await withdrawals(p.id)).toBe(1);
  });

  it('20 concurrent withdrawals with one key debit once; the others replay or are told it is in progress (409)', async () => {
    const p = await richPlayer();
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, key)));
    expect(await withdrawals(p.id)).toBe(1);
    expect((await moneyState(t.db, p.id)).balance).toBe(90_000);
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) same(ok[0], r);
    for (const r of replies.filter((reply) => reply.status !== 200)) {
      expect(r).toMatchObject({ status: 409, body: { success: false } });
      expect(r.headers['retry-after']).toBe('1');
    }
    // Once the first is done, a retry gets its reply.
    same(ok[0], await withdraw(p, key));
  });

  it("another player's identical key is independent, and so is the same key on another route", async () => {
    const a = await richPlayer();
    const b = await richPlayer();
    const key = newKey();
    expect((await withdraw(a, key)).status).toBe(200);
    const other = await withdraw(b, key);
    expect(other.status).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await withdrawals(b.id)).toBe(1);
    const cancel = await call(t.app, 'POST', '/api/payment/cancelwithdrawal', {
      token: a.token, locale: 'en', body: { id: 999_999 }, headers: { 'idempotency-key': key },
    });
    expect(cancel.status).toBe(404);
  });

  it('refuses a malformed key with 400 and moves nothing', async () => {
    const p = await richPlayer();
    for (const bad of ['x'.repeat(256), 'tab\there', 'ünicode']) {
      const r = await withdraw(p, bad);
      expect(r, bad).toMatchObject({ status: 400, body: { success: false } });
      expect(r.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await withdrawals(p.id)).toBe(0);
    expect((await withdraw(p, 'x'.repeat(255))).status).toBe(200);
  });

  it('keeps a key for 24 h: a retry just before replays, one after runs again and old keys are pruned', async () => {
    const p = await richPlayer();
    const key = newKey();
    const start = nowMs;
    try {
      expect((await withdraw(p, key)).status).toBe(200);
      nowMs = start + DAY_MS - 1000;
      expect((await withdraw(p, key)).headers['idempotent-replayed']).toBe('true');
      expect(await withdrawals(p.id)).toBe(1);
      nowMs = start + DAY_MS + 1000;
      const again = await withdraw(p, key);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await withdrawals(p.id)).toBe(2);
      // A key of another player from the first day is gone from the table after the next prune.
      nowMs = start + 3 * DAY_MS;
      await withdraw(p, newKey());
      const [left] = await t.db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM idempotency_keys WHERE created_at < $1', [new Date(start + 2 * DAY_MS)]);
      expect(Number(left.n)).toBe(0);
    } finally {
      nowMs = start;
    }
  });

  it('every money-moving route opts in, and each refuses a malformed key with 400 naming the header', async () => {
    const idempotent = routeCatalogue(t.app).filter((r) => r.idempotent);
    expect(idempotent.map((r) => `${r.method} ${r.url}`).sort()).toEqual(MONEY_ROUTES);
    const p = await richPlayer();
    const admin = await operatorAuth(t.db);
    // Schema-valid bodies for the calls SAMPLE_BODIES lacks: the key is checked before their credential.
    const bodies: Record<string, unknown> = {
      ...SAMPLE_BODIES,
      '/demo/games/api/spin': { session: 'x'.repeat(20), stake: 10 },
      '/demo/sportsbook/:provider/api/bet': { token: 'x'.repeat(20), selectionId: 1, stake: 10, odds: 1.5 },
      '/api/operator/bets/:id/settle': { outcome: 'lost' },
    };
    for (const route of idempotent) {
      const body = route.method === 'POST' ? JSON.stringify(bodies[route.url] ?? {}) : undefined;
      const authorization = route.url.startsWith('/api/operator/') ? admin.authorization : `Bearer ${p.token}`;
      const headers = { authorization, 'content-type': 'application/json', 'idempotency-key': 'bad\u0001key' };
      const url = route.url.includes(':provider') ? route.url.replace(':provider', 'fcg') : concreteUrl(route.url);
      const reply = await injectRoute(t.app, { ...route, url }, headers, body);
      expect({ route: route.url, status: reply.statusCode, message: (reply.json() as { message: string }).message }).toMatchObject({
        route: route.url, status: 400, message: expect.stringMatching(/Idempotency-Key/) as unknown as string,
      });
    }
  });
});

/** The routes that move money (docs/idempotency.md): each must opt in to Idempotency-Key handling. */
const MONEY_ROUTES = [
  'GET /api/bonus/definetrialbonus',
  'POST /api/operator/bets/:id/settle',
  'POST /api/operator/withdrawals/:id/approve',
  'POST /api/operator/withdrawals/:id/reject',
  'POST /api/payment/cancelwithdrawal',
  'POST /api/payment/deposit',
  'POST /api/payment/withdraw',
  'POST /demo/games/api/spin',
  'POST /demo/pay/:publicId/cancel',
  'POST /demo/pay/:publicId/confirm',
  'POST /demo/sportsbook/:provider/api/bet',
];
