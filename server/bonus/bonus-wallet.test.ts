import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { firstSelection, launchSlot, withdraw } from '@server/test/money-helpers';
import { TEST_DATABASE_URL } from '@server/test/postgres';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { settleSportBet } from '@server/sports/settle';
import { withoutGameCycle } from '@server/test/protection-profiles';

/**
 * Bonus money is kept apart from cash, counted down by real bets, released at the requirement,
 * forfeited by a withdrawal, and the trial bonus is given once per verified phone number (docs/bonus-wallet.md).
 * The test seed's trial bonus is ₺50 with 10x wagering (₺500).
 */
let t: TestApp;
beforeAll(async () => {
  // No payout hold: these withdrawals are about the bonus split; the hold of a new payout account is step-up.test.ts's.
  t = await createTestApp({ compliance: withoutGameCycle(), stepUp: { payoutHoldMs: 0 } });
});
afterAll(() => t.close());

let phoneSeq = 0;
/** A phone number no other test uses: 90 5xx + 7 digits. */
const freshPhone = () => `90559${String(process.pid % 100).padStart(2, '0')}${String((phoneSeq += 1)).padStart(5, '0')}`;

async function verifyPhone(p: TestPlayer, phone: string): Promise<void> {
  await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone }, token: p.token });
  const code = await lastCode(t.app, p.username);
  const r = await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone, code }, token: p.token });
  expect(r.status).toBe(200);
}
const claimTrial = (p: TestPlayer) => call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: p.token, locale: 'en' });
const balance = async (p: TestPlayer) => (await call(t.app, 'GET', '/api/user/balance', { token: p.token })).body.data;
async function trialPlayer(): Promise<TestPlayer> {
  const p = await registerPlayer(t.app, { trialBonus: 1 });
  await verifyPhone(p, freshPhone());
  expect((await claimTrial(p)).status).toBe(200);
  return p;
}
const bonusRow = async (playerId: number) =>
  (await t.db.query<{ status: string; wagered_kurus: number; wagering_required_kurus: number }>(
    'SELECT status, wagered_kurus, wagering_required_kurus FROM bonuses WHERE player_id = $1', [playerId],
  ))[0];
const sessionOf = async (p: TestPlayer) =>
  (await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password } })).body.data as { betsyToken: string; betsyCid: string };
async function sportBet(p: TestPlayer, stake: number) {
  const session = await sessionOf(p);
  const selection = await firstSelection(t.app, 'fcg');
  return call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', {
    locale: 'en', body: { token: session.betsyToken, cid: session.betsyCid, selectionId: selection.id, stake, odds: selection.odds },
  });
}

/** Per balance: the wallet column, the ledger sum of that balance_kind, and the total against balance_kurus. */
async function invariantBreaches(): Promise<unknown[]> {
  return t.db.query(
    `SELECT w.player_id, w.cash_kurus, w.bonus_kurus, w.balance_kurus, l.cash, l.bonus, l.total FROM wallets w
     LEFT JOIN (SELECT player_id, SUM(amount_kurus) FILTER (WHERE balance_kind = 'cash')::bigint AS cash,
                       COALESCE(SUM(amount_kurus) FILTER (WHERE balance_kind = 'bonus'), 0)::bigint AS bonus,
                       SUM(amount_kurus)::bigint AS total FROM ledger GROUP BY player_id) l ON l.player_id = w.player_id
     WHERE w.cash_kurus <> COALESCE(l.cash, 0) OR w.bonus_kurus <> COALESCE(l.bonus, 0) OR w.balance_kurus <> COALESCE(l.total, 0)
        OR w.balance_kurus <> w.cash_kurus + w.bonus_kurus`,
  );
}

describe(`bonus wallet (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('₺50 trial bonus + ₺50 deposit: ₺100 is refused naming the withdrawable ₺50,00; a withdrawal of cash forfeits the bonus', async () => {
    const p = await trialPlayer();
    await t.app.wallet.credit(p.id, 'deposit', 5000, 'test');
    expect(await balance(p)).toEqual({ balance: 100, cash: 50, bonus: 50, withdrawable: 50 });
    const refused = await withdraw(t.app, p.token, 100);
    expect(refused).toMatchObject({ status: 400, body: { success: false } });
    expect(refused.body.message).toContain('₺50.00');
    expect(refused.body.message).toMatch(/withdrawable/);
    expect(await balance(p)).toEqual({ balance: 100, cash: 50, bonus: 50, withdrawable: 50 });
    expect((await bonusRow(p.id)).status).toBe('active');

    // Another ₺50 of cash: the bank method's ₺100 minimum can now be withdrawn, and the bonus goes with it.
    await t.app.wallet.credit(p.id, 'deposit', 5000, 'test');
    const accepted = await withdraw(t.app, p.token, 100);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(
      'Your withdrawal request has been received and is pending approval. Your active bonus has been cancelled and its ₺50.00 bonus money forfeited.',
    );
    expect(await balance(p)).toEqual({ balance: 0, cash: 0, bonus: 0, withdrawable: 0 });
    expect((await bonusRow(p.id)).status).toBe('cancelled');
    const forfeits = await t.db.query('SELECT amount_kurus, balance_kind FROM ledger WHERE player_id = $1 AND kind = $2', [p.id, 'bonus_forfeit']);
    expect(forfeits).toEqual([{ amount_kurus: -5000, balance_kind: 'bonus' }]);
  });

  it('counts every slot spin and sportsbook stake towards the wagering, cash first, then bonus money', async () => {
    const p = await trialPlayer();
    await t.app.wallet.credit(p.id, 'deposit', 1500, 'test');
    const game = await launchSlot(t.app, p.token);
    const spin = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 10 }, locale: 'en' });
    expect(spin.status).toBe(200);
    expect((await bonusRow(p.id)).wagered_kurus).toBe(1000);
    const bet = await sportBet(p, 20);
    expect(bet.status).toBe(200);
    expect((await bonusRow(p.id)).wagered_kurus).toBe(3000);
    // ₺15 cash paid the ₺10 spin and ₺5 of the bet; the other ₺15 came from the bonus money.
    const rows = await t.db.query<{ amount_kurus: number; balance_kind: string }>(
      "SELECT amount_kurus, balance_kind FROM ledger WHERE player_id = $1 AND kind = 'bet' AND reference LIKE 'sportsbook:%' ORDER BY id",
      [p.id],
    );
    const spinWin = Math.round(((spin.body.data as { win: number }).win) * 100);
    const cashAfterSpin = 500 + spinWin;
    expect(rows).toEqual(
      cashAfterSpin >= 2000
        ? [{ amount_kurus: -2000, balance_kind: 'cash' }]
        : [{ amount_kurus: -cashAfterSpin, balance_kind: 'cash' }, { amount_kurus: -(2000 - cashAfterSpin), balance_kind: 'bonus' }],
    );
    expect(await invariantBreaches()).toEqual([]);
  });

  it('a win of a bet staked with bonus money goes to the bonus balance in the same proportion', async () => {
    const p = await trialPlayer();
    const placed = await sportBet(p, 10);
    const { bet } = placed.body.data as { bet: { id: number; potentialWin: number } };
    await settleSportBet(t.app, bet.id, 'won');
    const total = Math.round((40 + bet.potentialWin) * 100) / 100;
    expect(await balance(p)).toEqual({ balance: total, cash: 0, bonus: total, withdrawable: 0 });
  });

  it('releases the bonus money to cash with a notification when the requirement is met', async () => {
    const p = await trialPlayer();
    await t.app.wallet.credit(p.id, 'deposit', 100_000, 'test');
    expect((await sportBet(p, 250)).status).toBe(200);
    expect(await bonusRow(p.id)).toEqual({ status: 'active', wagered_kurus: 25_000, wagering_required_kurus: 50_000 });
    expect((await sportBet(p, 250)).status).toBe(200);
    expect(await bonusRow(p.id)).toEqual({ status: 'completed', wagered_kurus: 50_000, wagering_required_kurus: 50_000 });
    expect(await balance(p)).toEqual({ balance: 550, cash: 550, bonus: 0, withdrawable: 550 });
    const release = await t.db.query("SELECT amount_kurus, balance_kind FROM ledger WHERE player_id = $1 AND kind = 'bonus_release' ORDER BY id", [p.id]);
    expect(release).toEqual([{ amount_kurus: 5000, balance_kind: 'cash' }, { amount_kurus: -5000, balance_kind: 'bonus' }]);
    const notes = await t.db.query<{ type: number; title: string }>('SELECT type, title FROM notifications WHERE player_id = $1 AND type = 4 ORDER BY id', [p.id]);
    expect(notes.map((n) => n.title)).toContain('Bonus completed');
    // Released money is cash: it can be withdrawn with nothing forfeited.
    const out = await withdraw(t.app, p.token, 550);
    expect(out).toMatchObject({ status: 200, body: { message: 'Your withdrawal request has been received and is pending approval.' } });
  });

  it('an expired bonus leaves no bonus money behind at the next money movement', async () => {
    const p = await trialPlayer();
    await t.db.query("UPDATE bonuses SET expires_at = now() - interval '1 second' WHERE player_id = $1", [p.id]);
    await t.app.wallet.credit(p.id, 'deposit', 1000, 'test');
    expect(await balance(p)).toEqual({ balance: 10, cash: 10, bonus: 0, withdrawable: 10 });
    expect((await bonusRow(p.id)).status).toBe('expired');
  });

  it('gives the trial bonus once per phone number across accounts, also when three claim at once', async () => {
    const phone = freshPhone();
    const players = [];
    for (let i = 0; i < 3; i++) {
      const p = await registerPlayer(t.app, { trialBonus: 1 });
      await verifyPhone(p, phone);
      players.push(p);
    }
    const replies = await Promise.all(players.map(claimTrial));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of replies.filter((x) => x.status === 400)) {
      expect(r.body.message).toBe('The trial bonus has already been given for this phone number.');
    }
    const granted = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bonuses WHERE kind = 'trial' AND player_id = ANY($1::bigint[])", [players.map((p) => p.id)],
    );
    expect(granted[0].n).toBe(1);
    const totals = await Promise.all(players.map(balance));
    expect(totals.map((b) => (b as { balance: number }).balance).sort()).toEqual([0, 0, 50]);
    // The same number written nationally cannot be verified as another number: the API takes only the phone form's
    // spelling, 90 + 10 digits (schemas/forms/phone-number.json with its mask; docs/architecture.md "Forms").
    const national = await registerPlayer(t.app, { trialBonus: 1 });
    const refused = await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: `0${phone.slice(2)}` }, token: national.token });
    expect(refused.status).toBe(400);
    expect((await claimTrial(national)).status).toBe(400);
  });

  it('parallel spins, bets and withdrawals on a bonus wallet: every stake counted once, no balance below zero', async () => {
    const p = await trialPlayer();
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    const game = await launchSlot(t.app, p.token);
    const jobs: Promise<{ kind: string; stake: number; reply: Awaited<ReturnType<typeof withdraw>> }>[] = [];
    for (let i = 0; i < 15; i++) {
      jobs.push(call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 5 }, locale: 'en' }).then((reply) => ({ kind: 'spin', stake: 500, reply })));
      jobs.push(sportBet(p, 5).then((reply) => ({ kind: 'bet', stake: 500, reply })));
      if (i % 5 === 0) jobs.push(withdraw(t.app, p.token, 100).then((reply) => ({ kind: 'withdraw', stake: 0, reply })));
    }
    const results = await Promise.all(jobs);
    const unexpected = results.filter(({ reply }) => reply.status !== 200 && !(reply.status === 400 && /balance|bakiye|withdraw/i.test(reply.body.message)));
    expect(unexpected.map(({ kind, reply }) => `${kind} ${reply.status} ${reply.body.message}`)).toEqual([]);
    const staked = results.filter((r) => r.kind !== 'withdraw' && r.reply.status === 200).reduce((sum, r) => sum + r.stake, 0);
    const bonus = await bonusRow(p.id);
    if (bonus.status === 'active') expect(bonus.wagered_kurus).toBe(staked);
    else expect(bonus.wagered_kurus).toBeLessThanOrEqual(staked);
    expect(await invariantBreaches()).toEqual([]);
  });

  it('keeps sum(ledger) == balance for cash, bonus and total for every wallet after all of the above', async () => {
    expect(await invariantBreaches()).toEqual([]);
  });
});
