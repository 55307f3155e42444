import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { createTestDb } from '../test/test-app.ts';
import { TEST_DATABASE_URL, createPostgresTestDb } from '../test/postgres.ts';
import { PlayerService } from './players.ts';
import { SessionService } from './sessions.ts';
import { WalletService } from './wallet.ts';

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

  it('the CHECK constraint rejects a negative balance even when written directly', async () => {
    const { id } = await newPlayer();
    await expect(db.query('UPDATE wallets SET balance_kurus = -1 WHERE player_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
  });
});
