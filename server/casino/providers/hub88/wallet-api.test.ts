import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { hub88Bodies, hub88Player, Hub88TestClient } from '@server/test/hub88-helpers';
import { lastCode, registerPlayer } from '@server/test/account-helpers';
import { call } from '@server/test/test-app';
import { reconciliation } from '@server/casino/reconciliation';

/**
 * The Hub88 operator wallet API's conformance suite (docs/providers.md): every call and status over the real app and
 * database (PGlite; PostgreSQL through scripts/with-postgres.sh).
 */
let t: TestApp;
let hub: Hub88TestClient;

beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
  hub = new Hub88TestClient(t.app);
});
afterAll(() => t.close());

const units = (kurus: number) => kurus * 1000;
const balanceOf = async (playerId: number) => Number((await t.db.query<{ b: number }>('SELECT balance_kurus::int8 AS b FROM wallets WHERE player_id = $1', [playerId]))[0].b);
const requestRows = async (...requestIds: string[]) =>
  t.db.query<{ request_id: string }>("SELECT request_id FROM provider_requests WHERE provider = 'hub88' AND request_id = ANY($1::text[])", [requestIds]);
const ledgerRows = async (playerId: number) =>
  t.db.query<{ kind: string; amount_kurus: number; reference: string }>("SELECT kind, amount_kurus::int8 AS amount_kurus, reference FROM ledger WHERE player_id = $1 AND kind <> 'deposit' ORDER BY id", [playerId]);

describe('signature and input', () => {
  it('answers a missing or wrong signature with RS_ERROR_INVALID_SIGNATURE and records nothing', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const bet = hub88Bodies(p).bet(units(100));
    for (const signature of ['none', 'wrong'] as const) {
      const r = await hub.send('transaction/bet', bet, { signature });
      expect(r.http).toBe(200);
      expect(r.reply).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: bet.request_uuid, user: p.user });
    }
    // A body changed after signing is not the signed body.
    const tampered = await hub.send('transaction/bet', { ...bet, amount: units(1) }, { signed: JSON.stringify(bet) });
    expect(tampered.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await t.db.query('SELECT 1 FROM provider_requests WHERE request_id = $1', [bet.request_uuid])).toEqual([]);
    // The same request signed goes through: nothing of the refused ones was kept.
    expect((await hub.send('transaction/bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
  });

  it('answers bad JSON with RS_ERROR_WRONG_SYNTAX, a missing field too, a wrong type or a fraction of a kuruş with RS_ERROR_WRONG_TYPES, all HTTP 200', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    expect((await hub.send('transaction/bet', null, { raw: '{"request_uuid": ' })).reply.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await hub.send('transaction/bet', null, { raw: '[1,2]' })).reply.status).toBe('RS_ERROR_WRONG_SYNTAX');
    const { transaction_uuid: _dropped, ...noId } = b.bet(units(1));
    expect((await hub.send('transaction/bet', noId)).reply).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: noId.request_uuid });
    for (const bad of [{ amount: '1000' }, { amount: -1000 }, { amount: 1.5 }, { round_closed: 'no' }, { amount: 1500 }]) {
      const r = await hub.send('transaction/bet', b.bet(units(1), bad));
      expect(r.http, JSON.stringify(bad)).toBe(200);
      expect(r.reply.status, JSON.stringify(bad)).toBe('RS_ERROR_WRONG_TYPES');
    }
    expect(await balanceOf(p.id)).toBe(10_000);
  });

  it('with no Hub88 account connected, every call is RS_ERROR_INVALID_PARTNER and nothing is booked or recorded', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const bet = hub88Bodies(p).bet(units(100));
    t.app.casino.hub88.disconnect();
    try {
      for (const call of ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const) {
        const r = await hub.send(call, bet);
        expect(r.http, call).toBe(200);
        expect(r.reply.status, call).toBe('RS_ERROR_INVALID_PARTNER');
      }
      expect(await balanceOf(p.id)).toBe(10_000);
      expect(await t.db.query('SELECT 1 FROM provider_requests WHERE request_id = $1', [bet.request_uuid])).toEqual([]);
    } finally {
      // A new client connects the adapter again, with keys of its own, for the tests after this one.
      hub = new Hub88TestClient(t.app);
    }
    expect((await hub.send('transaction/bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
  });
});

describe('calls', () => {
  it('user/info and user/balance: the player, his country, his balance in 1/100,000 lira; replies signed by the operator', async () => {
    const p = await hub88Player(t.app, t.db, 12_345);
    const info = await hub.send('user/info', hub88Bodies(p).user());
    expect(info.reply).toMatchObject({ status: 'RS_OK', user: p.user, country: 'TR' });
    expect(info.signedByOperator).toBe(true);
    const balance = await hub.send('user/balance', hub88Bodies(p).user());
    expect(balance.reply).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'TRY', balance: 12_345_000 });
    expect((await hub.send('user/balance', hub88Bodies(p).user({ token: 'no-such-token-000000000' }))).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub.send('user/info', hub88Bodies(p).user({ user: '999999999' }))).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('bet then win: one ledger row each, referenced by the round, tied to the transaction ids', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(250));
    expect((await hub.send('transaction/bet', bet)).reply).toEqual({ request_uuid: bet.request_uuid, user: p.user, status: 'RS_OK', currency: 'TRY', balance: units(9_750) });
    const win = b.win(bet, units(1_000));
    expect((await hub.send('transaction/win', win)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_750) });
    expect(await ledgerRows(p.id)).toEqual([
      { kind: 'bet', amount_kurus: -250, reference: `round:hub88:${p.id}:${bet.round}` },
      { kind: 'win', amount_kurus: 1_000, reference: `round:hub88:${p.id}:${bet.round}` },
    ]);
    const links = await t.db.query<{ transaction_id: string; ledger: boolean }>(
      "SELECT transaction_id, ledger_id IS NOT NULL AS ledger FROM provider_transactions WHERE provider = 'hub88' AND round_id = $1 ORDER BY created_at",
      [`hub88:${p.id}:${bet.round}`],
    );
    expect(links).toEqual([{ transaction_id: bet.transaction_uuid, ledger: true }, { transaction_id: win.transaction_uuid, ledger: true }]);
    const [round] = await t.db.query<{ stake: number; win: number; closed: boolean }>(
      'SELECT stake_kurus::int8 AS stake, win_kurus::int8 AS win, closed_at IS NOT NULL AS closed FROM game_rounds WHERE round_id = $1',
      [`hub88:${p.id}:${bet.round}`],
    );
    expect(round).toEqual({ stake: 250, win: 1_000, closed: true });
  });

  it('a repeated request_uuid gets the first reply byte for byte; a reused transaction_uuid is RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(100));
    const first = await hub.send('transaction/bet', bet);
    // The balance changes in between: the replay still says what the first reply said.
    await t.app.wallet.credit(p.id, 'deposit', 500, 'test');
    const again = await hub.send('transaction/bet', bet);
    expect(again.text).toBe(first.text);
    const reused = await hub.send('transaction/bet', { ...bet, request_uuid: crypto.randomUUID() });
    expect(reused.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: units(10_400) });
    const win = b.win(bet, units(300));
    await hub.send('transaction/win', win);
    expect((await hub.send('transaction/win', { ...win, request_uuid: crypto.randomUUID() })).reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await hub.send('transaction/win', win)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_700) });
    expect(await balanceOf(p.id)).toBe(10_700);
  });

  it('a win for a bet never seen is RS_ERROR_TRANSACTION_DOES_NOT_EXIST, also for another player\'s bet', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const other = await hub88Player(t.app, t.db, 10_000);
    const orphan = hub88Bodies(p).win({ transaction_uuid: crypto.randomUUID(), round: crypto.randomUUID() }, units(500));
    expect((await hub.send('transaction/win', orphan)).reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: units(10_000) });
    const theirs = hub88Bodies(other).bet(units(100));
    await hub.send('transaction/bet', theirs);
    expect((await hub.send('transaction/win', hub88Bodies(p).win(theirs, units(500)))).reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balanceOf(p.id)).toBe(10_000);
  });

  it('a rollback before its bet is remembered (RS_OK, nothing moves) and the bet is then refused with RS_ERROR_TRANSACTION_ROLLED_BACK', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(400));
    expect((await hub.send('transaction/rollback', b.rollback(bet))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    expect((await hub.send('transaction/bet', bet)).reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: units(10_000) });
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await ledgerRows(p.id)).toEqual([]);
  });

  it('a rollback of a booked bet gives it back once; a paid win stays; a later win or second rollback is RS_ERROR_TRANSACTION_ROLLED_BACK', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(400), { round_closed: false });
    await hub.send('transaction/bet', bet);
    await hub.send('transaction/win', b.win(bet, units(100), { round_closed: false }));
    const rollback = b.rollback(bet);
    expect((await hub.send('transaction/rollback', rollback)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_100) });
    expect((await hub.send('transaction/rollback', b.rollback(bet))).reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await hub.send('transaction/win', b.win(bet, units(100)))).reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await hub.send('transaction/rollback', { ...rollback, request_uuid: crypto.randomUUID() })).reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await ledgerRows(p.id)).map((r) => [r.kind, r.amount_kurus])).toEqual([['bet', -400], ['win', 100], ['rollback', 400]]);
  });

  it('an expired token refuses a bet (RS_ERROR_TOKEN_EXPIRED) but not the win or rollback of a bet made before', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const paid = b.bet(units(100));
    const undone = b.bet(units(200));
    await hub.send('transaction/bet', paid);
    await hub.send('transaction/bet', undone);
    await t.db.query("UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE player_id = $1", [p.id]);
    expect((await hub.send('transaction/bet', b.bet(units(100)))).reply).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: units(9_700) });
    expect((await hub.send('transaction/win', b.win(paid, units(500)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_200) });
    expect((await hub.send('transaction/rollback', b.rollback(undone))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_400) });
    expect((await hub.send('transaction/bet', b.bet(units(100), { token: 'unknown-token-0000000000' }))).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('RS_ERROR_NOT_ENOUGH_MONEY carries the real balance; another currency or a game not of Hub88 is refused; nothing moves', async () => {
    const p = await hub88Player(t.app, t.db, 1_234);
    const b = hub88Bodies(p);
    expect((await hub.send('transaction/bet', b.bet(units(1_235)))).reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', currency: 'TRY', balance: units(1_234) });
    expect((await hub.send('transaction/bet', b.bet(units(1), { currency: 'EUR' }))).reply.status).toBe('RS_ERROR_WRONG_CURRENCY');
    const [foreign] = await t.db.query<{ code: string }>('SELECT g.code FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.main_provider_id <> 6 LIMIT 1');
    expect((await hub.send('transaction/bet', b.bet(units(1), { game_code: foreign.code }))).reply.status).toBe('RS_ERROR_INVALID_GAME');
    expect((await hub.send('transaction/bet', b.bet(units(1), { game_code: 'no-such-game' }))).reply.status).toBe('RS_ERROR_INVALID_GAME');
    expect(await balanceOf(p.id)).toBe(1_234);
  });
});

describe('edge cases', () => {
  it('players sharing a live-table round each get their own round: stake, history and open-round line', async () => {
    const a = await hub88Player(t.app, t.db, 10_000);
    const c = await hub88Player(t.app, t.db, 10_000);
    const round = crypto.randomUUID();
    const today = async () => (await reconciliation(t.db)).days.filter((d) => d.provider === 'hub88').reduce((n, d) => n + d.rounds, 0);
    const roundsBefore = await today();
    const betA = hub88Bodies(a).bet(units(100), { round });
    const betC = hub88Bodies(c).bet(units(300), { round });
    expect((await hub.send('transaction/bet', betA)).reply.status).toBe('RS_OK');
    expect((await hub.send('transaction/bet', betC)).reply.status).toBe('RS_OK');
    expect((await hub.send('transaction/win', hub88Bodies(a).win(betA, units(250)))).reply.status).toBe('RS_OK');
    const rounds = await t.db.query<{ player_id: number; round_id: string; stake: number; win: number; closed: boolean }>(
      "SELECT player_id::int8 AS player_id, round_id, stake_kurus::int8 AS stake, win_kurus::int8 AS win, closed_at IS NOT NULL AS closed FROM game_rounds WHERE provider = 'hub88' AND player_id = ANY($1::int8[]) ORDER BY stake_kurus",
      [[a.id, c.id]],
    );
    expect(rounds).toEqual([
      { player_id: a.id, round_id: `hub88:${a.id}:${round}`, stake: 100, win: 250, closed: true },
      { player_id: c.id, round_id: `hub88:${c.id}:${round}`, stake: 300, win: 0, closed: false },
    ]);
    expect((await ledgerRows(c.id)).map((r) => r.reference)).toEqual([`round:hub88:${c.id}:${round}`]);
    // Each player's history shows his own stake and lines only.
    const history = await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 10 }, token: c.bearer });
    const items = (history.body.data as { items: { stake: number; win: number; lines: unknown[] }[] }).items;
    expect(items.map((r) => [r.stake, r.win, r.lines.length])).toEqual([[3, 0, 1]]);
    // The report counts a player's round: two rounds booked.
    expect((await today()) - roundsBefore).toBe(2);
  });

  it('user/info and user/balance are answered fresh and leave no request record', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const info = hub88Bodies(p).user();
    const balance = hub88Bodies(p).user();
    expect((await hub.send('user/info', info)).reply.status).toBe('RS_OK');
    expect((await hub.send('user/balance', balance)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    const unknown = hub88Bodies(p).user({ token: 'no-such-token-000000000' });
    expect((await hub.send('user/balance', unknown)).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await requestRows(info.request_uuid, balance.request_uuid, unknown.request_uuid)).toEqual([]);
    // The same request again after a deposit: the balance now, not a replay.
    await t.app.wallet.credit(p.id, 'deposit', 500, 'test');
    expect((await hub.send('user/balance', balance)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_500) });
  });

  it('a reused request_uuid with another call or body is RS_ERROR_DUPLICATE_TRANSACTION and moves nothing; the first request still replays', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(100));
    const first = await hub.send('transaction/bet', bet);
    expect(first.reply.status).toBe('RS_OK');
    const changed = await hub.send('transaction/bet', { ...bet, amount: units(5_000), transaction_uuid: crypto.randomUUID() });
    expect(changed.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', request_uuid: bet.request_uuid, balance: units(9_900) });
    const otherCall = await hub.send('transaction/win', { ...b.win(bet, units(700)), request_uuid: bet.request_uuid });
    expect(otherCall.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: units(9_900) });
    expect(await balanceOf(p.id)).toBe(9_900);
    expect((await hub.send('transaction/bet', bet)).text).toBe(first.text);
    // A refusal's record guards its request_uuid too.
    const refused = b.bet(units(50_000));
    expect((await hub.send('transaction/bet', refused)).reply.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect((await hub.send('transaction/bet', { ...refused, amount: units(100) })).reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(p.id)).toBe(9_900);
  });

  it('a rollback remembered before its bet blocks that bet for its player only', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const other = await hub88Player(t.app, t.db, 10_000);
    const id = crypto.randomUUID();
    expect((await hub.send('transaction/rollback', hub88Bodies(p).rollback({ transaction_uuid: id, round: crypto.randomUUID() }))).reply.status).toBe('RS_OK');
    expect((await hub.send('transaction/bet', hub88Bodies(other).bet(units(100), { transaction_uuid: id }))).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
    expect((await hub.send('transaction/bet', hub88Bodies(p).bet(units(100), { transaction_uuid: id }))).reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(p.id)).toBe(10_000);
  });

  it('a second rollback of a bet not seen yet, under a new transaction_uuid, is RS_ERROR_TRANSACTION_ROLLED_BACK', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(400));
    expect((await hub.send('transaction/rollback', b.rollback(bet))).reply.status).toBe('RS_OK');
    const second = b.rollback(bet);
    expect((await hub.send('transaction/rollback', second)).reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: units(10_000) });
    expect(await t.db.query("SELECT 1 FROM provider_transactions WHERE provider = 'hub88' AND transaction_id = $1", [second.transaction_uuid])).toEqual([]);
    expect((await hub.send('transaction/bet', bet)).reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p.id)).toBe(10_000);
  });

  it('an unexpected failure is RS_ERROR_UNKNOWN, records nothing, and the retry with the same request_uuid is booked', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const bet = hub88Bodies(p).bet(units(100));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = vi.spyOn(t.app.casino.providerWallet, 'bet').mockRejectedValueOnce(new Error('database went away'));
    try {
      expect((await hub.send('transaction/bet', bet)).reply).toEqual({ status: 'RS_ERROR_UNKNOWN', request_uuid: bet.request_uuid, user: p.user });
      expect(broken).toHaveBeenCalledTimes(1);
    } finally {
      broken.mockRestore();
      quiet.mockRestore();
    }
    expect(await requestRows(bet.request_uuid)).toEqual([]);
    expect(await t.db.query("SELECT 1 FROM provider_transactions WHERE provider = 'hub88' AND transaction_id = $1", [bet.transaction_uuid])).toEqual([]);
    expect(await balanceOf(p.id)).toBe(10_000);
    expect((await hub.send('transaction/bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
  });

  it('a token of another player or of another launch kind is RS_ERROR_INVALID_TOKEN', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const other = await hub88Player(t.app, t.db, 10_000);
    expect((await hub.send('transaction/bet', hub88Bodies(p).bet(units(100), { token: other.token }))).reply).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN', balance: units(10_000) });
    const [session] = await t.db.query<{ id: number }>('SELECT id FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [p.id]);
    const pragmatic = await t.app.casino.launches.open({ playerId: p.id, sessionId: session.id }, p.gameCode, 'pragmatic');
    expect((await hub.send('transaction/bet', hub88Bodies(p).bet(units(100), { token: pragmatic }))).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub.send('user/balance', hub88Bodies(p).user({ token: pragmatic }))).reply.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await balanceOf(other.id)).toBe(10_000);
  });

  it('a rollback naming a win or another player\'s bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST and moves nothing', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const other = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const bet = b.bet(units(100));
    await hub.send('transaction/bet', bet);
    const win = b.win(bet, units(300));
    await hub.send('transaction/win', win);
    expect((await hub.send('transaction/rollback', b.rollback(win))).reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: units(10_200) });
    const theirs = hub88Bodies(other).bet(units(100));
    await hub.send('transaction/bet', theirs);
    expect((await hub.send('transaction/rollback', b.rollback(theirs))).reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balanceOf(p.id)).toBe(10_200);
    expect(await balanceOf(other.id)).toBe(9_900);
  });

  it('a free-round bet (is_free, amount 0) is booked without moving money, and its win is paid', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const free = b.bet(0, { is_free: true, reward_uuid: crypto.randomUUID() });
    expect((await hub.send('transaction/bet', free)).reply).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    expect((await hub.send('transaction/win', b.win(free, units(800)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_800) });
    expect((await ledgerRows(p.id)).map((r) => [r.kind, r.amount_kurus])).toEqual([['win', 800]]);
  });

  it('a bet in a game of another studio than the token\'s is RS_ERROR_INVALID_GAME; a game of the same studio (a live lobby) is booked', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const games = await t.db.query<{ code: string; provider_id: number }>(
      'SELECT g.code, g.provider_id FROM games g JOIN game_providers gp ON gp.id = g.provider_id WHERE gp.main_provider_id = 6 ORDER BY g.code',
    );
    const studio = games.find((g) => g.code === p.gameCode)?.provider_id;
    const elsewhere = games.find((g) => g.provider_id !== studio);
    const sibling = games.find((g) => g.provider_id === studio && g.code !== p.gameCode);
    if (!elsewhere || !sibling) throw new Error('the seed has no second Hub88 studio or no second game of the studio');
    const b = hub88Bodies(p);
    expect((await hub.send('transaction/bet', b.bet(units(100), { game_code: elsewhere.code }))).reply).toMatchObject({ status: 'RS_ERROR_INVALID_GAME', balance: units(10_000) });
    expect((await hub.send('transaction/bet', b.bet(units(100), { game_code: sibling.code }))).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
  });
});

describe('concurrency', () => {
  it('the same request sent 10 times at once moves money once and every reply is the same text', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const bet = hub88Bodies(p).bet(units(100));
    const replies = await Promise.all(Array.from({ length: 10 }, () => hub.send('transaction/bet', bet)));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies[0].reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
    expect(await balanceOf(p.id)).toBe(9_900);
    // The same transaction in 10 different requests at once: one is booked, the others are duplicates.
    const twin = hub88Bodies(p).bet(units(100));
    const statuses = await Promise.all(Array.from({ length: 10 }, () => hub.send('transaction/bet', { ...twin, request_uuid: crypto.randomUUID() })));
    expect(statuses.map((r) => r.reply.status).sort()).toEqual(['RS_OK', ...Array<string>(9).fill('RS_ERROR_DUPLICATE_TRANSACTION')].sort());
    expect(await balanceOf(p.id)).toBe(9_800);
  });

  it('50 parallel bets and wins on one wallet never overdraw it and every reply balance is one the wallet had', async () => {
    const p = await hub88Player(t.app, t.db, 2_000);
    const b = hub88Bodies(p);
    const bets = Array.from({ length: 50 }, () => b.bet(units(100)));
    const replies = await Promise.all(
      bets.map(async (bet, i) => {
        const placed = await hub.send('transaction/bet', bet);
        return placed.reply.status === 'RS_OK' && i % 2 === 0 ? [placed, await hub.send('transaction/win', b.win(bet, units(150)))] : [placed];
      }),
    );
    const flat = replies.flat();
    for (const r of flat) expect(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY']).toContain(r.reply.status);
    const ledger = await t.db.query<{ after: number }>('SELECT balance_after_kurus::int8 AS after FROM ledger WHERE player_id = $1', [p.id]);
    const existed = new Set(ledger.map((row) => units(Number(row.after))));
    for (const r of flat) expect(existed.has(r.reply.balance ?? -1), JSON.stringify(r.reply)).toBe(true);
    const booked = flat.filter((r) => r.reply.status === 'RS_OK');
    const betsOk = replies.filter((pair) => pair[0].reply.status === 'RS_OK').length;
    const winsOk = booked.length - betsOk;
    expect(await balanceOf(p.id)).toBe(2_000 - 100 * betsOk + 150 * winsOk);
    expect(Math.min(...ledger.map((row) => Number(row.after)))).toBeGreaterThanOrEqual(0);
    expect(betsOk).toBeGreaterThanOrEqual(20);
  });
});

/**
 * A player with the trial bonus (₺100 of bonus money, wagering required) and `cashKurus` of cash, a Hub88 game session
 * and bodies for it; `phoneEnd` keeps his phone number apart from other players' (the trial bonus is once per number).
 */
async function bonusPlayer(cashKurus: number, phoneEnd: number) {
  const p = await registerPlayer(t.app, { trialBonus: 1 });
  const phone = `90558${String(process.pid % 100).padStart(2, '0')}${String(phoneEnd).padStart(5, '0')}`;
  await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone }, token: p.token });
  await call(t.app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone, code: await lastCode(t.app, p.username) }, token: p.token });
  expect((await call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: p.token })).status).toBe(200);
  await t.app.wallet.credit(p.id, 'deposit', cashKurus, 'test');
  const [session] = await t.db.query<{ id: number }>('SELECT id FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [p.id]);
  const [game] = await t.db.query<{ code: string }>('SELECT g.code FROM games g JOIN game_providers gp ON gp.id = g.provider_id WHERE gp.main_provider_id = 6 LIMIT 1');
  const token = await t.app.casino.launches.open({ playerId: p.id, sessionId: session.id }, game.code, 'hub88');
  return { id: p.id, b: hub88Bodies({ user: String(p.id), token, gameCode: game.code }) };
}

describe('bonus money', () => {
  it('a bet takes cash first, then bonus, and counts towards the wagering; its win is shared, its rollback goes back where it came from', async () => {
    // A player with the trial bonus (bonus balance, wagering required) and ₺10 cash.
    const { id, b } = await bonusPlayer(1_000, 1);
    const rows = async (kind: string) =>
      t.db.query<{ amount: number; balance_kind: string }>('SELECT amount_kurus::int8 AS amount, balance_kind FROM ledger WHERE player_id = $1 AND kind = $2 ORDER BY id', [id, kind]);

    const bet = b.bet(units(3_000));
    expect((await hub.send('transaction/bet', bet)).reply.status).toBe('RS_OK');
    expect(await rows('bet')).toEqual([{ amount: -1_000, balance_kind: 'cash' }, { amount: -2_000, balance_kind: 'bonus' }]);
    const [bonus] = await t.db.query<{ wagered: number }>('SELECT wagered_kurus::int8 AS wagered FROM bonuses WHERE player_id = $1', [id]);
    expect(bonus.wagered).toBe(3_000);
    await hub.send('transaction/win', b.win(bet, units(600)));
    // Two thirds of the stake were bonus money: two thirds of the win go to the bonus balance.
    expect(await rows('win')).toEqual([{ amount: 200, balance_kind: 'cash' }, { amount: 400, balance_kind: 'bonus' }]);
    const second = b.bet(units(1_000));
    await hub.send('transaction/bet', second);
    await hub.send('transaction/rollback', b.rollback(second));
    expect(await rows('rollback')).toEqual([{ amount: 200, balance_kind: 'cash' }, { amount: 800, balance_kind: 'bonus' }]);
  });

  it('an expired bonus is forfeited once; a bet above the cash left is RS_ERROR_NOT_ENOUGH_MONEY with that balance, one the cash covers is booked', async () => {
    const { id, b } = await bonusPlayer(1_000, 2);
    expect(await balanceOf(id)).toBeGreaterThan(1_000);
    await t.db.query("UPDATE bonuses SET expires_at = now() - interval '1 minute' WHERE player_id = $1", [id]);
    const forfeits = async () => t.db.query<{ amount: number }>("SELECT amount_kurus::int8 AS amount FROM ledger WHERE player_id = $1 AND kind = 'bonus_forfeit'", [id]);
    // Cash + the expired bonus would cover it; the cash alone does not.
    const over = b.bet(units(1_500));
    expect((await hub.send('transaction/bet', over)).reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', currency: 'TRY', balance: units(1_000) });
    expect(await balanceOf(id)).toBe(1_000);
    expect(await forfeits()).toHaveLength(1);
    // Sent again (a new request): the same answer, the forfeit not booked twice.
    expect((await hub.send('transaction/bet', { ...over, request_uuid: crypto.randomUUID() })).reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: units(1_000) });
    expect(await forfeits()).toHaveLength(1);
    expect((await hub.send('transaction/bet', b.bet(units(400)))).reply).toMatchObject({ status: 'RS_OK', balance: units(600) });
    expect(await forfeits()).toHaveLength(1);
  });

});
