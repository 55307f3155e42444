import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { ApiFailure } from '@server/http/envelope';
import { createTestDb } from '@server/test/test-app';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { PlayerService } from '@server/account/players';
import { SessionService } from '@server/auth/sessions';
import { WalletService } from './wallet';

type Backend = { name: string; open(): Promise<{ db: Db; dispose(): Promise<void> }> };

const backends: Backend[] = [
  { name: 'pglite', open: async () => { const db = await createTestDb(); return { db, dispose: () => db.close() }; } },
];
if (TEST_DATABASE_URL) backends.push({ name: 'postgres', open: createPostgresTestDb });

describe.each(backends)('wallet on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let wallet: WalletService;
  let players: PlayerService;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    wallet = new WalletService(db);
    players = new PlayerService(db, wallet, new SessionService(db));
  });
  afterAll(() => dispose());

  let n = 0;
  const newPlayer = () =>
    db.transaction((tx) => {
      n += 1;
      return players.create(tx, {
        username: `wallet${n}`, email: `wallet${n}@example.com`, name: 'Test', surname: 'Player', phone: '905550000000',
        countryId: 1, currencyId: 1, passwordHash: 'x',
      });
    });

  const ledgerSum = async (playerId: number) =>
    (await db.query<{ sum: number }>('SELECT COALESCE(SUM(amount_kurus), 0)::bigint AS sum FROM ledger WHERE player_id = $1', [playerId]))[0].sum;

  it('seeds the demo player with 1,000.00 TRY through a ledger deposit', async () => {
    const rows = await db.query<{ kind: string; amount_kurus: number; balance_kurus: number }>(
      `SELECT l.kind, l.amount_kurus, w.balance_kurus FROM players p JOIN wallets w ON w.player_id = p.id
       JOIN ledger l ON l.player_id = p.id WHERE p.username = 'demouser'`,
    );
    expect(rows).toEqual([{ kind: 'deposit', amount_kurus: 100_000, balance_kurus: 100_000 }]);
  });

  it('writes a ledger row with the balance after each change', async () => {
    const { id } = await newPlayer();
    expect(await wallet.balanceKurus(id)).toBe(0);
    const credit = await wallet.credit(id, 'deposit', 12_345, 'psp:1');
    const debit = await wallet.debit(id, 'bet', 345, 'round:1');
    expect(credit.balanceKurus).toBe(12_345);
    expect(debit.balanceKurus).toBe(12_000);
    const rows = await db.query<{ kind: string; amount_kurus: number; balance_after_kurus: number; reference: string }>(
      'SELECT kind, amount_kurus, balance_after_kurus, reference FROM ledger WHERE player_id = $1 ORDER BY id', [id],
    );
    expect(rows).toEqual([
      { kind: 'deposit', amount_kurus: 12_345, balance_after_kurus: 12_345, reference: 'psp:1' },
      { kind: 'bet', amount_kurus: -345, balance_after_kurus: 12_000, reference: 'round:1' },
    ]);
  });

  it('refuses an overdraft and leaves balance and ledger untouched', async () => {
    const { id } = await newPlayer();
    await wallet.credit(id, 'deposit', 500);
    await expect(wallet.debit(id, 'withdrawal', 501)).rejects.toMatchObject({ status: 400, key: 'wallet.insufficientFunds' });
    expect(await wallet.balanceKurus(id)).toBe(500);
    expect(await ledgerSum(id)).toBe(500);
  });

  it('refuses amounts whose sign does not fit the kind, and zero', async () => {
    const { id } = await newPlayer();
    await expect(wallet.apply({ playerId: id, kind: 'deposit', amountKurus: -1 })).rejects.toThrow(RangeError);
    await expect(wallet.apply({ playerId: id, kind: 'bet', amountKurus: 1 })).rejects.toThrow(RangeError);
    await expect(wallet.apply({ playerId: id, kind: 'adjustment', amountKurus: 0 })).rejects.toThrow(RangeError);
    await expect(wallet.apply({ playerId: id, kind: 'adjustment', amountKurus: 1.5 })).rejects.toThrow(RangeError);
  });

  it('never overdraws under 60 parallel debits, and sum(ledger) equals the balance', async () => {
    const { id } = await newPlayer();
    await wallet.credit(id, 'deposit', 5_000);
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => wallet.debit(id, 'bet', 100, `round:${i}`)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiFailure);
    expect(await wallet.balanceKurus(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    const negatives = await db.query('SELECT 1 FROM ledger WHERE player_id = $1 AND balance_after_kurus < 0', [id]);
    expect(negatives).toHaveLength(0);
    const afters = (await db.query<{ b: number }>('SELECT balance_after_kurus AS b FROM ledger WHERE player_id = $1 AND kind = $2 ORDER BY id', [id, 'bet'])).map((r) => r.b);
    expect(afters).toEqual(Array.from({ length: 50 }, (_, i) => 4_900 - i * 100));
  });

  /** A bonus of `bonusKurus` (active, 10x wagering) credited the way the trial bonus is. */
  const withBonus = async (id: number, bonusKurus: number) => {
    const credit = await wallet.credit(id, 'trial_bonus', bonusKurus, 'bonus:test');
    await db.query(
      `INSERT INTO bonuses (player_id, kind, name, amount_kurus, wagering_required_kurus, ledger_id, expires_at)
       VALUES ($1, 'promotion', 'Test bonus', $2::bigint, $2::bigint * 10, $3, now() + interval '1 day')`,
      [id, bonusKurus, credit.ledgerId],
    );
  };
  const sumsByKind = async (id: number) =>
    db.query<{ balance_kind: string; sum: number }>(
      'SELECT balance_kind, SUM(amount_kurus)::bigint AS sum FROM ledger WHERE player_id = $1 GROUP BY balance_kind ORDER BY balance_kind', [id],
    );

  it('bets take cash first, then bonus money; withdrawals take cash only; wins split as asked (docs/bonus-wallet.md)', async () => {
    const { id } = await newPlayer();
    await wallet.credit(id, 'deposit', 3_000);
    await withBonus(id, 5_000);
    const bet = await wallet.debit(id, 'bet', 4_000, 'round:split');
    expect(bet).toMatchObject({ balanceKurus: 4_000, cashKurus: 0, bonusKurus: 4_000, bonusPartKurus: 1_000, release: null });
    const rows = await db.query("SELECT amount_kurus, balance_kind FROM ledger WHERE player_id = $1 AND reference = 'round:split' ORDER BY id", [id]);
    expect(rows).toEqual([{ amount_kurus: -3_000, balance_kind: 'cash' }, { amount_kurus: -1_000, balance_kind: 'bonus' }]);
    await expect(wallet.debit(id, 'withdrawal', 1)).rejects.toMatchObject({ key: 'wallet.insufficientFunds' });
    const win = await wallet.credit(id, 'win', 8_000, 'round:split', undefined, 2_000);
    expect(win).toMatchObject({ cashKurus: 6_000, bonusKurus: 6_000 });
    await expect(wallet.credit(id, 'win', 100, 'x', undefined, 101)).rejects.toThrow(RangeError);
    await expect(wallet.apply({ playerId: id, kind: 'bet', amountKurus: -100, bonusKurus: 50 })).rejects.toThrow(RangeError);
    expect(await sumsByKind(id)).toEqual([{ balance_kind: 'bonus', sum: 6_000 }, { balance_kind: 'cash', sum: 6_000 }]);
  });

  it('parallel bets on a bonus wallet never take either balance below zero; sums per balance match', async () => {
    const { id } = await newPlayer();
    await wallet.credit(id, 'deposit', 2_000);
    await withBonus(id, 3_000);
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => wallet.debit(id, 'bet', 100, `round:p${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(await wallet.split(id)).toEqual({ balanceKurus: 0, cashKurus: 0, bonusKurus: 0 });
    const [bonus] = await db.query<{ wagered_kurus: number }>('SELECT wagered_kurus FROM bonuses WHERE player_id = $1', [id]);
    expect(bonus.wagered_kurus).toBe(5_000);
    expect(await sumsByKind(id)).toEqual([{ balance_kind: 'bonus', sum: 0 }, { balance_kind: 'cash', sum: 0 }]);
  });

  it('the CHECK constraint rejects a negative balance even when written directly', async () => {
    const { id } = await newPlayer();
    await expect(db.query('UPDATE wallets SET balance_kurus = -1 WHERE player_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
    await expect(db.query('UPDATE wallets SET cash_kurus = -1, balance_kurus = -1 WHERE player_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
    await expect(db.query('UPDATE wallets SET bonus_kurus = 5 WHERE player_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
  });
});
