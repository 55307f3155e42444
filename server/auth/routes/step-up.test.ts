import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { endHolds, lastCode, reauth, registerPlayer, staleSession } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { BANK_WITHDRAW_ID, TEST_IBAN_DIGITS, moneyState } from '@server/test/money-helpers';

/** Step-up re-authentication and the payout cooling hold (docs/security.md "Step-up", docs/wallet.md "Cooling hold"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REAUTH = { reauth: { methods: ['password'] } };
const REAUTH_MESSAGE = "For your security, please confirm it's you: enter your password to continue.";
/** Another valid test IBAN (mod-97), a destination the player never used. */
const OTHER_IBAN_DIGITS = '400006200000000000000001';

const post = (path: string, player: { token: string }, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/api/${path}`, { token: player.token, body, locale: 'en', headers });
const withdrawTo = (player: TestPlayer, iban: string, amount: number, headers: Record<string, string> = {}) =>
  post('payment/withdraw', player, { id: BANK_WITHDRAW_ID, target: 'pay', detail: { iban, accountHolder: 'Ayşe Yılmaz', amount } }, headers);
const funded = async (kurus: number) => {
  const player = await registerPlayer(t.app);
  await t.app.wallet.credit(player.id, 'deposit', kurus, 'test');
  return player;
};
const smsTo = async (username: string) => t.app.outbox.read(username);

describe('POST auth/reauth and the step-up guard', () => {
  it('refuses a phone change on a session older than the window with 403 {reauth}, sends nothing, then lets it through after auth/reauth', async () => {
    const p = await registerPlayer(t.app);
    await staleSession(t.app, p.id);
    const refused = await post('customer/updatephone', p, { step: 1, phone: '905551230001' });
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: REAUTH_MESSAGE, data: REAUTH } });
    expect(await smsTo(p.username)).toEqual([]);
    const done = await post('auth/reauth', p, { password: p.password });
    expect(done).toMatchObject({ status: 200, body: { success: true, data: null } });
    expect((await post('customer/updatephone', p, { step: 1, phone: '905551230001' })).status).toBe(200);
    expect((await smsTo(p.username))[0]).toMatchObject({ recipient: '+905551230001' });
  });

  it('lets a session through while its login is within the window', async () => {
    const p = await registerPlayer(t.app);
    expect((await post('customer/updatephone', p, { step: 1, phone: '905551230002' })).status).toBe(200);
  });

  it('answers a wrong password with 400 (never 401) and the session stays stale', async () => {
    const p = await registerPlayer(t.app);
    await staleSession(t.app, p.id);
    const wrong = await post('auth/reauth', p, { password: `${p.password}x` });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: 'The password is not correct.' } });
    expect((await post('customer/updatephone', p, { step: 1, phone: '905551230003' })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
  });

  it('needs a session (401) and a password (400)', async () => {
    expect((await call(t.app, 'POST', '/api/auth/reauth', { body: { password: 'whatever' } })).status).toBe(401);
    const p = await registerPlayer(t.app);
    expect((await post('auth/reauth', p, {})).status).toBe(400);
  });

  it('reads the window from the configuration', async () => {
    const wide = await createTestApp({ stepUp: { windowMs: 60 * 60_000 } });
    try {
      const p = await registerPlayer(wide.app);
      await staleSession(wide.app, p.id);
      const r = await call(wide.app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 1, phone: '905551230004' } });
      expect(r.status).toBe(200);
    } finally {
      await wide.close();
    }
  });
});

describe('auth/reauth spends the login password-attempt budget', () => {
  it('counts wrong passwords per account with the login attempts (429 for both past the limit)', async () => {
    const limited = await createTestApp({ rateLimits: { login: { max: 1000, windowMs: 60_000 }, loginAccount: { max: 3, windowMs: 60_000 } } });
    try {
      const p = await registerPlayer(limited.app);
      const guess = () => call(limited.app, 'POST', '/api/auth/reauth', { token: p.token, body: { password: 'wrong-password' } });
      expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(400);
      const login = await call(limited.app, 'POST', '/api/auth/login', { body: { username: p.username, password: 'wrong-password' } });
      expect(login.status).toBe(400);
      // The fourth attempt on this account, through either call, is over loginAccount (3).
      expect((await guess()).status).toBe(429);
      expect((await call(limited.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a phone change is told to the old number and as a notification', () => {
  it('sends an SMS to the old number and notifies the player', async () => {
    const p = await registerPlayer(t.app);
    await post('customer/updatephone', p, { step: 1, phone: '905551239876' });
    const code = await lastCode(t.app, p.username);
    expect((await post('customer/updatephone', p, { step: 2, phone: '905551239876', code })).status).toBe(200);
    const [notice] = await smsTo(p.username);
    expect(notice).toMatchObject({ channel: 'sms', recipient: `+${p.phone}`, code: null });
    expect(notice.body).toBe(
      `The phone number of your account ${p.username} has been changed to a number ending in 9876. If this was not you, contact support at once.`,
    );
    const list = await post('customer/notification', p, { take: 10, skip: 0 });
    const items = (list.body.data as { items?: { title: string; note: string }[] }).items ?? (list.body.data as { title: string; note: string }[]);
    expect(items).toContainEqual(expect.objectContaining({ title: 'Phone number changed', note: expect.stringContaining('ending in 9876') }));
  });
});

describe('a withdrawal to a payout destination the player never used', () => {
  it('is refused with 403 {reauth} on a stale session and moves nothing; after auth/reauth the same key is accepted and held', async () => {
    const p = await funded(100_000);
    await staleSession(t.app, p.id);
    const key = { 'idempotency-key': 'step-up-withdraw-1' };
    const refused = await withdrawTo(p, TEST_IBAN_DIGITS, 250, key);
    expect(refused).toMatchObject({ status: 403, body: { success: false, data: REAUTH } });
    expect((await moneyState(t.db, p.id)).balance).toBe(100_000);
    await reauth(t.app, p);
    const accepted = await withdrawTo(p, TEST_IBAN_DIGITS, 250, key);
    expect(accepted.status).toBe(200);
    const data = accepted.body.data as { id: number; recordStatus: number; heldUntil: string | null };
    expect(data.recordStatus).toBe(2);
    const holdMs = Date.parse(String(data.heldUntil)) - Date.now();
    expect(holdMs).toBeGreaterThan(23.9 * 3_600_000);
    expect(holdMs).toBeLessThanOrEqual(24 * 3_600_000);
    expect(accepted.body.message).toMatch(/^Your withdrawal request has been received\. It goes to a payout account you have not used before, so for your security it is held until \d\d\.\d\d\.\d{4} \d\d:\d\d \(Istanbul time\)\./);
    expect((await moneyState(t.db, p.id)).balance).toBe(75_000);
    const history = await post('customer/financialhistory', p, { skip: 0, take: 10 });
    expect((history.body.data as { items: unknown[] }).items[0]).toMatchObject({ id: data.id, heldUntil: data.heldUntil, cancellable: true });
    const list = await post('customer/notification', p, { take: 10, skip: 0 });
    expect(JSON.stringify(list.body.data)).toContain('Withdrawal on hold');
  });

  it('holds a first withdrawal even on a fresh session, and a later one to the same IBAN after the hold is not held and needs no re-authentication', async () => {
    const p = await funded(100_000);
    const first = await withdrawTo(p, TEST_IBAN_DIGITS, 200);
    expect((first.body.data as { heldUntil: string | null }).heldUntil).not.toBeNull();
    // While the first is still held, the IBAN is not yet "used": a second one is held too.
    expect(((await withdrawTo(p, TEST_IBAN_DIGITS, 100)).body.data as { heldUntil: string | null }).heldUntil).not.toBeNull();
    await endHolds(t.app, p.id);
    await staleSession(t.app, p.id);
    // Spaces and lower case are the same IBAN.
    const spaced = TEST_IBAN_DIGITS.replace(/(.{4})/g, '$1 ');
    const later = await withdrawTo(p, spaced, 150);
    expect(later).toMatchObject({ status: 200, body: { data: { heldUntil: null }, message: 'Your withdrawal request has been received and is pending approval.' } });
    // Another IBAN is new again: step-up first.
    expect((await withdrawTo(p, OTHER_IBAN_DIGITS, 100)).status).toBe(403);
  });

  it('can be cancelled by the player during the hold, which returns the money', async () => {
    const p = await funded(50_000);
    const held = await withdrawTo(p, TEST_IBAN_DIGITS, 300);
    const { id } = held.body.data as { id: number };
    expect((await moneyState(t.db, p.id)).balance).toBe(20_000);
    const cancelled = await post('payment/cancelwithdrawal', p, { id });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { recordStatus: 5, processStatus: 3 } } });
    const state = await moneyState(t.db, p.id);
    expect(state.balance).toBe(50_000);
    expect(state.ledger).toBe(state.balance);
    // A cancelled withdrawal never makes its IBAN "used".
    await staleSession(t.app, p.id);
    expect((await withdrawTo(p, TEST_IBAN_DIGITS, 100)).status).toBe(403);
  });

  it('is shown held to the operator and cannot be approved before the hold ends', async () => {
    const p = await funded(50_000);
    const { id, heldUntil } = (await withdrawTo(p, TEST_IBAN_DIGITS, 120)).body.data as { id: number; heldUntil: string };
    const pending = (await call(t.app, 'GET', '/api/operator/withdrawals', { operator: 'test-operator' })).body.data as { id: number; heldUntil: string | null }[];
    expect(pending.find((w) => w.id === id)).toMatchObject({ heldUntil });
    const early = await call(t.app, 'POST', `/api/operator/withdrawals/${id}/approve`, { operator: 'test-operator', locale: 'en' });
    expect(early).toMatchObject({ status: 400, body: { success: false } });
    expect(early.body.message).toMatch(/^This withdrawal goes to a new payout account and is held until \d\d\.\d\d\.\d{4} \d\d:\d\d \(Istanbul time\); it cannot be approved before then\.$/);
    await endHolds(t.app, p.id);
    expect((await call(t.app, 'POST', `/api/operator/withdrawals/${id}/approve`, { operator: 'test-operator' })).status).toBe(200);
  });
});

describe('raising a player-protection limit', () => {
  it('needs a fresh re-authentication; lowering does not', async () => {
    const p = await registerPlayer(t.app);
    expect((await post('protection/setlimit', p, { type: 'deposit', period: 'day', value: 500 })).status).toBe(200);
    await staleSession(t.app, p.id);
    const lower = await post('protection/setlimit', p, { type: 'deposit', period: 'day', value: 400 });
    expect(lower).toMatchObject({ status: 200, body: { data: { value: 400 } } });
    expect(await post('protection/setlimit', p, { type: 'deposit', period: 'day', value: 900 })).toMatchObject({ status: 403, body: { data: REAUTH } });
    expect(await post('protection/setlimit', p, { type: 'deposit', period: 'day', value: null })).toMatchObject({ status: 403, body: { data: REAUTH } });
    await reauth(t.app, p);
    const raised = await post('protection/setlimit', p, { type: 'deposit', period: 'day', value: 900 });
    expect(raised).toMatchObject({ status: 200, body: { data: { value: 400, pending: { value: 900 } } } });
  });
});
