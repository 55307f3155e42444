import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { lastCode, registerPlayer, type TestPlayer } from '@server/test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phones = 0;
/** A player with a verified phone number of his own (the trial bonus is given once per number). */
async function verifiedPlayer(): Promise<TestPlayer> {
  phones += 1;
  const p = await registerPlayer(t.app, { trialBonus: 1, phone: `90533000${String(phones).padStart(4, '0')}` });
  await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: p.phone }, token: p.token });
  const code = await lastCode(t.app, p.username);
  await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone: p.phone, code }, token: p.token });
  return p;
}
const define = (token?: string) => call(t.app, 'GET', '/api/bonus/definetrialbonus', { token, locale: 'en' });
const balance = async (token: string) => (await call(t.app, 'GET', '/api/user/balance', { token })).body.data as { balance: number };

describe('bonus/trialbonusamount and bonus/definetrialbonus', () => {
  it('reads the amount from the site option (₺50 in the test seed), 0 when disabled', async () => {
    expect((await call(t.app, 'GET', '/api/bonus/trialbonusamount')).body).toMatchObject({ success: true, data: { amount: 50 } });
    await t.db.query("UPDATE site_options SET status = false WHERE key = 'trialBonusAmount'");
    try {
      expect((await call(t.app, 'GET', '/api/bonus/trialbonusamount')).body.data).toEqual({ amount: 0 });
      const p = await verifiedPlayer();
      expect(await define(p.token)).toMatchObject({ status: 400, body: { message: 'The trial bonus is not available at the moment.' } });
    } finally {
      await t.db.query("UPDATE site_options SET status = true WHERE key = 'trialBonusAmount'");
    }
  });

  it('credits the trial bonus once through the ledger, records the bonus and notifies', async () => {
    const p = await verifiedPlayer();
    const other = await verifiedPlayer();
    const r = await define(p.token);
    expect(r).toMatchObject({ status: 200, body: { success: true, message: 'Your ₺50.00 trial bonus has been added to your balance.', data: { amount: 50, balance: 50 } } });
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50, withdrawable: 0 });
    const ledger = await t.db.query<{ kind: string; amount_kurus: number }>('SELECT kind, amount_kurus FROM ledger WHERE player_id = $1', [p.id]);
    expect(ledger).toEqual([{ kind: 'trial_bonus', amount_kurus: 5000 }]);
    const twice = await define(p.token);
    expect(twice).toMatchObject({ status: 400, body: { success: false, message: 'You have already received the trial bonus.' } });
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50, withdrawable: 0 });
    const list = await call(t.app, 'POST', '/api/customer/bonuses', { body: { skip: 0, take: 10 }, token: p.token });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ name: 'Trial bonus', amount: 50, wageringRequired: 500, wagered: 0, status: 'active' }] });
    const notes = await t.db.query<{ type: number }>('SELECT type FROM notifications WHERE player_id = $1', [p.id]);
    expect(notes.map((n) => n.type)).toContain(4);
    // The other player has nothing yet.
    expect(await balance(other.token)).toEqual({ balance: 0, cash: 0, bonus: 0, withdrawable: 0 });
    expect((await call(t.app, 'POST', '/api/customer/bonuses', { body: { skip: 0, take: 10 }, token: other.token })).body.data).toEqual({ total: 0, items: [] });
  });

  it('grants exactly once when two calls race', async () => {
    const p = await verifiedPlayer();
    const replies = await Promise.all([define(p.token), define(p.token), define(p.token)]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50, withdrawable: 0 });
  });

  it('refuses a player without a verified phone, and a visitor', async () => {
    const p = await registerPlayer(t.app, { trialBonus: 1 });
    expect(await define(p.token)).toMatchObject({ status: 400, body: { message: 'Please verify your phone number to receive the trial bonus.' } });
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0, withdrawable: 0 });
    expect((await define()).status).toBe(401);
  });

  it('customer/bonuses checks paging and needs a session', async () => {
    const p = await registerPlayer(t.app);
    expect((await call(t.app, 'POST', '/api/customer/bonuses', { body: { skip: 0, take: 101 }, token: p.token, locale: 'en' })).body.message).toBe('Records per page must be at most 100.');
    expect((await call(t.app, 'POST', '/api/customer/bonuses', { body: { skip: 0, take: 10 } })).status).toBe(401);
  });
});
