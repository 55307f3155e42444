import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { firstSelection, launchSlot } from '@server/test/money-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { DATE_TIME, DAY, advance, deposit, login, setLimit, status } from './protection-test-support';

/** Limits enforced by the platform server in payment/deposit, spins, sportsbook bets, game launch and login. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Bets of `stake` lira on the first BetCo selection, with the player's BetCo token from a fresh login. */
async function betcoBets(p: { username: string; password: string }) {
  const selection = await firstSelection(t.app, 'betco');
  const session = (await login(t.app, p.username, p.password)).body.data as { betcoToken: string };
  return (stake: number) =>
    call(t.app, 'POST', '/demo/sportsbook/betco/api/bet', {
      locale: 'en',
      body: { token: session.betcoToken, selectionId: selection.id, stake, odds: selection.odds },
    });
}

const spin = (gameSession: string, stake: number) =>
  call(t.app, 'POST', '/demo/games/api/spin', { body: { session: gameSession, stake }, locale: 'en' });

describe('deposit limit', () => {
  it('refuses a deposit over the limit naming period, limit, what is left and until when (tr and en)', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'day', 500);
    expect((await deposit(t.app, p.token, 300)).status).toBe(200);
    const over = await deposit(t.app, p.token, 250);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(
      new RegExp(
        `^This deposit would go over your daily deposit limit of ₺500\\.00\\. You can deposit up to ₺200\\.00 until ${DATE_TIME.source}\\.$`,
      ),
    );
    const tr = await deposit(t.app, p.token, 250, 'tr');
    expect(tr.body.message).toMatch(
      /^Bu yatırım günlük ₺500,00 yatırım limitinizi aşar\. .* en fazla ₺200,00 yatırabilirsiniz\.$/,
    );
    expect((await deposit(t.app, p.token, 200)).status).toBe(200);
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_requests WHERE player_id = $1',
      [p.id],
    );
    expect(count).toBe(2);
  });

  it('the lowest headroom across periods applies; a cancelled deposit does not count; the window rolls', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'week', 400);
    await setLimit(t.app, p.token, 'deposit', 'day', 1_000);
    expect((await deposit(t.app, p.token, 300)).status).toBe(200);
    const refused = await deposit(t.app, p.token, 150);
    expect(refused.body.message).toContain('weekly deposit limit of ₺400.00. You can deposit up to ₺100.00');
    await t.db.query('UPDATE payment_requests SET record_status = 5, process_status = 3 WHERE player_id = $1', [p.id]);
    expect((await deposit(t.app, p.token, 150)).status).toBe(200);
    await advance(t.app, p.username, 8 * DAY);
    expect((await deposit(t.app, p.token, 400)).status).toBe(200);
  });

  it('warns once with a System notification when a deposit takes the usage to 80%', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'day', 100);
    await deposit(t.app, p.token, 50);
    expect((await status(t.app, p.token)).warnings).toEqual([]);
    await deposit(t.app, p.token, 30);
    await deposit(t.app, p.token, 20);
    const notes = await t.db.query<{ type: number; title: string; note: string }>(
      'SELECT type, title, note FROM notifications WHERE player_id = $1',
      [p.id],
    );
    expect(notes).toEqual([
      { type: 5, title: 'Limit warning', note: 'You have used 80% of your daily deposit limit.' },
    ]);
    expect((await status(t.app, p.token)).warnings).toEqual([{ type: 'deposit', period: 'day', percent: 100 }]);
  });
});

describe('loss limit', () => {
  it('refuses a spin and a sportsbook bet that could take the loss over the limit, then the game launch', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 100_000, 'test');
    const game = await launchSlot(t.app, p.token);
    await setLimit(t.app, p.token, 'loss', 'day', 15);
    await t.app.wallet.debit(p.id, 'bet', 1_200, 'round:earlier');
    const over = await spin(game, 5);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(
      new RegExp(
        `^This stake would go over your daily loss limit of ₺15\\.00\\. You can stake up to ₺3\\.00 until ${DATE_TIME.source}\\.$`,
      ),
    );
    expect((await spin(game, 2)).status).toBe(200);
    const lossUsed = async () =>
      (await status(t.app, p.token)).limits.find((l) => l.type === 'loss' && l.period === 'day')?.used ?? -1;
    expect(await lossUsed()).toBeLessThanOrEqual(14);
    // A win on the ₺2 spin can take the net loss below zero (shown as 0 used), so top up from the ledger's own net.
    const [{ net }] = await t.db.query<{ net: number }>(
      "SELECT COALESCE(SUM(-amount_kurus), 0)::bigint AS net FROM ledger WHERE player_id = $1 AND kind IN ('bet', 'win')",
      [p.id],
    );
    await t.app.wallet.debit(p.id, 'bet', 1_500 - net, 'round:more');
    expect((await status(t.app, p.token)).limits.find((l) => l.type === 'loss' && l.period === 'day')).toMatchObject({
      used: 15,
      remaining: 0,
    });
    const selection = await firstSelection(t.app, 'fcg');
    const session = (await login(t.app, p.username, p.password)).body.data as {
      token: string;
      betsyToken: string;
      betsyCid: string;
    };
    const bet = await call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', {
      locale: 'en',
      body: {
        token: session.betsyToken,
        cid: session.betsyCid,
        selectionId: selection.id,
        stake: 1,
        odds: selection.odds,
      },
    });
    expect(bet.status).toBe(400);
    expect(bet.body.message).toMatch(/^You have reached your daily loss limit of ₺15\.00\. You can play again from /);
    const launch = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', {
      token: p.token,
      body: { code: 'pp-001' },
      locale: 'en',
    });
    expect(launch.status).toBe(400);
    expect(launch.body.message).toMatch(/^You have reached your daily loss limit/);
    await advance(t.app, p.username, DAY + 60_000);
    expect(
      (await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token: p.token, body: { code: 'pp-001' } }))
        .status,
    ).toBe(200);
  });
  it('warns with the contract text when a bet takes the loss to 80%, also pushed as a System notification', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    await setLimit(t.app, p.token, 'loss', 'day', 10);
    await t.app.wallet.debit(p.id, 'bet', 700, 'round:earlier');
    const bet = await (await betcoBets(p))(1);
    expect(bet.status).toBe(200);
    const notes = await t.db.query<{ type: number; note: string }>(
      'SELECT type, note FROM notifications WHERE player_id = $1',
      [p.id],
    );
    expect(notes).toEqual([{ type: 5, note: 'You have used 80% of your daily loss limit.' }]);
    expect((await status(t.app, p.token)).warnings).toEqual([{ type: 'loss', period: 'day', percent: 80 }]);
  });
});

describe('wager limit', () => {
  const wagerRow = async (token: string) => (await status(t.app, token)).limits.find((l) => l.type === 'wager' && l.period === 'day');

  it('counts every stake (a win gives nothing back, a rolled-back stake does) and refuses a spin, a sportsbook bet and the game launch past it', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 100_000, 'test');
    const game = await launchSlot(t.app, p.token);
    await setLimit(t.app, p.token, 'wager', 'day', 20);
    await t.app.wallet.debit(p.id, 'bet', 1_200, 'round:earlier');
    await t.app.wallet.credit(p.id, 'win', 5_000, 'round:earlier');
    expect(await wagerRow(p.token)).toMatchObject({ value: 20, used: 12, remaining: 8 });
    const above = await spin(game, 50);
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('This stake is above your daily wager limit of ₺20.00.');
    const over = await spin(game, 10);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(
      new RegExp(`^This stake would go over your daily wager limit of ₺20\\.00\\. You can stake up to ₺8\\.00 until ${DATE_TIME.source}\\.$`),
    );
    const tr = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 10 }, locale: 'tr' });
    expect(tr.body.message).toMatch(/^Bu bahis günlük ₺20,00 bahis limitinizi aşar\. .* en fazla ₺8,00 bahis yapabilirsiniz\.$/);
    expect((await spin(game, 5)).status).toBe(200);
    expect(await wagerRow(p.token)).toMatchObject({ used: 17, remaining: 3 });
    await t.app.wallet.credit(p.id, 'rollback', 300, 'round:earlier');
    expect(await wagerRow(p.token)).toMatchObject({ used: 14, remaining: 6 });
    const bet = await betcoBets(p);
    const betOver = await bet(10);
    expect(betOver.status).toBe(400);
    expect(betOver.body.message).toMatch(/^This stake would go over your daily wager limit of ₺20\.00\. You can stake up to ₺6\.00 until /);
    expect((await bet(6)).status).toBe(200);
    expect(await wagerRow(p.token)).toMatchObject({ used: 20, remaining: 0 });
    const launch = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token: p.token, body: { code: 'pp-001' }, locale: 'en' });
    expect(launch.status).toBe(400);
    expect(launch.body.message).toMatch(/^You have reached your daily wager limit of ₺20\.00\. You can play again from /);
    await advance(t.app, p.username, DAY + 60_000);
    expect((await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token: p.token, body: { code: 'pp-001' } })).status).toBe(200);
  });

  it('warns once with a System notification when a stake takes the wagering to 80%', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    await setLimit(t.app, p.token, 'wager', 'day', 10);
    await t.app.wallet.debit(p.id, 'bet', 700, 'round:earlier');
    await t.app.wallet.credit(p.id, 'win', 2_000, 'round:earlier');
    const bet = await (await betcoBets(p))(1);
    expect(bet.status).toBe(200);
    const notes = await t.db.query<{ type: number; note: string }>('SELECT type, note FROM notifications WHERE player_id = $1', [p.id]);
    expect(notes).toEqual([{ type: 5, note: 'You have used 80% of your daily wager limit.' }]);
    expect((await status(t.app, p.token)).warnings).toEqual([{ type: 'wager', period: 'day', percent: 80 }]);
  });
});

describe('session time limit', () => {
  it('refuses play once used up and the next login, with when it frees up', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    const game = await launchSlot(t.app, p.token);
    await setLimit(t.app, p.token, 'session', 'day', 30);
    expect((await spin(game, 1)).status).toBe(200);
    await advance(t.app, p.username, 31 * 60_000);
    // The limit ends the session everywhere, saying why and until when.
    const refused = await spin(game, 1);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/^Your session time limit is used up, so you have been logged out .* You can log in again from /);
    expect((await call(t.app, 'GET', '/api/protection/status', { token: p.token, locale: 'en' })).status).toBe(401);
    const again = await login(t.app, p.username, p.password);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(
      /^You have used your daily session time limit of 30 minutes\. You can log in again from /,
    );
    expect(again.body.data).toBeNull();
    await advance(t.app, p.username, DAY);
    const back = await login(t.app, p.username, p.password);
    expect(back.body.message).toMatch(/^Login successful/);
  });
});

describe('deposit limit at registration', () => {
  it('is applied at once; a bad amount refuses the registration naming the field', async () => {
    const p = await registerPlayer(t.app, { depositLimit: { period: 'week', amount: 250 } });
    const row = (await status(t.app, p.token)).limits.find((l) => l.type === 'deposit' && l.period === 'week');
    expect(row).toMatchObject({ value: 250, pending: null });
    await expect(registerPlayer(t.app, { depositLimit: { period: 'week', amount: 1.005 } })).rejects.toThrow(
      /yatırım limit/i,
    );
    await expect(registerPlayer(t.app, { depositLimit: { period: 'year', amount: 100 } })).rejects.toThrow(
      /Süre geçersiz biçimdedir/,
    );
  });
});
