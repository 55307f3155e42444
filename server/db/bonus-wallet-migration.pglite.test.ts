import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPgliteDb } from './pglite-db';

/**
 * 090_bonus_wallet.sql on a database that already holds money (docs/bonus-wallet.md): a balance is cash, except the
 * money of a still-active bonus (up to the balance), and the reclassification is in the ledger so the per-balance
 * sums match the wallet from the first day.
 */
let db: Db;
beforeAll(async () => {
  db = await openPgliteDb(':memory:');
});
afterAll(() => db.close());

async function player(username: string, balanceKurus: number, bonus?: { amountKurus: number; status: string; expired?: boolean }): Promise<number> {
  const [p] = await db.query<{ id: number }>(
    `INSERT INTO players (usercode, username, email, name, surname, phone, country_id, currency_id, password_hash, sms_verified)
     VALUES ($1, $1, $1 || '@example.com', 'Test', 'Player', '905551112233', 1, 1, 'x', true) RETURNING id`,
    [username],
  );
  await db.query('INSERT INTO wallets (player_id, currency_id, balance_kurus) VALUES ($1, 1, $2)', [p.id, balanceKurus]);
  if (balanceKurus > 0) {
    await db.query("INSERT INTO ledger (player_id, kind, amount_kurus, balance_after_kurus) VALUES ($1, 'deposit', $2::bigint, $2::bigint)", [p.id, balanceKurus]);
  }
  if (bonus) {
    await db.query(
      `INSERT INTO bonuses (player_id, kind, name, amount_kurus, wagering_required_kurus, status, expires_at)
       VALUES ($1, 'trial', 'Trial bonus', $2::bigint, $2::bigint * 10, $3, now() + ($4 || ' days')::interval)`,
      [p.id, bonus.amountKurus, bonus.status, bonus.expired ? '-1' : '30'],
    );
  }
  return p.id;
}

describe('migration 090_bonus_wallet', () => {
  it('splits existing balances into cash and bonus and keeps sum(ledger) == balance per kind', async () => {
    const all = await loadMigrations();
    await migrate(db, all.filter((m) => m.version < 90));
    await db.query("INSERT INTO currencies (id, code, symbol) VALUES (1, 'TRY', '₺')");
    await db.query("INSERT INTO countries (id, name, iso2) VALUES (1, 'Türkiye', 'TR')");
    const cashOnly = await player('cashonly', 12_000);
    const withBonus = await player('withbonus', 8000, { amountKurus: 5000, status: 'active' });
    const spentBonus = await player('spentbonus', 2000, { amountKurus: 5000, status: 'active' });
    const expired = await player('expired', 7000, { amountKurus: 5000, status: 'active', expired: true });
    const completed = await player('completed', 7000, { amountKurus: 5000, status: 'completed' });

    await migrate(db, all);

    const wallets = await db.query<{ player_id: number; cash_kurus: number; bonus_kurus: number }>(
      'SELECT player_id, cash_kurus, bonus_kurus FROM wallets ORDER BY player_id',
    );
    expect(wallets).toEqual([
      { player_id: cashOnly, cash_kurus: 12_000, bonus_kurus: 0 },
      { player_id: withBonus, cash_kurus: 3000, bonus_kurus: 5000 },
      { player_id: spentBonus, cash_kurus: 0, bonus_kurus: 2000 },
      { player_id: expired, cash_kurus: 7000, bonus_kurus: 0 },
      { player_id: completed, cash_kurus: 7000, bonus_kurus: 0 },
    ]);
    const breaches = await db.query(
      `SELECT w.player_id FROM wallets w JOIN (
         SELECT player_id, SUM(amount_kurus) FILTER (WHERE balance_kind = 'cash') AS cash,
                COALESCE(SUM(amount_kurus) FILTER (WHERE balance_kind = 'bonus'), 0) AS bonus FROM ledger GROUP BY player_id
       ) l ON l.player_id = w.player_id WHERE l.cash <> w.cash_kurus OR l.bonus <> w.bonus_kurus`,
    );
    expect(breaches).toEqual([]);
    // The trial bonuses already given claim their phone number.
    // Migration 176 (run here too) keeps the claim in E.164.
    expect(await db.query('SELECT phone FROM trial_bonus_phones')).toEqual([{ phone: '+905551112233' }]);
  });
});
