import type { ServerMode } from '@server/app-types';
import { hashPassword } from '@server/auth/password';
import { PlayerService } from '@server/account/players';
import { SessionService } from '@server/auth/sessions';
import { WalletService } from '@server/wallet/wallet';
import type { Db, Queryable } from './db';
import { seedAccount } from './seed-data/account';
import { COUNTRIES } from './seed-data/countries';
import { seedPaymentMethods } from './seed-data/payments';
import { seedCmsContent } from './seed-data/cms-seed';
import { seedDemoNotifications } from './seed-data/notifications';
import { seedSports } from './seed-data/sports';
import { seedCasino } from '@server/casino/seed';
import { CURRENCIES, DEMO_PLAYER, SITE_OPTIONS, TRANSLATIONS } from './seed-data/content';
import { DEMO_OPERATOR } from '@server/operator/accounts';

const SEED_LOCK = 727_002;

async function insertAll(tx: Queryable, sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
  for (const row of rows) await tx.query(sql, row);
}

/** What a start asks of the seed beyond the defaults. */
export interface SeedOptions {
  /** SEED_GAMES: the casino catalogue grows to this many games (generated slots); unset = the demo catalogue. */
  games?: number;
}

/**
 * Fills reference data and, outside production, the demo player and the demo admin operator. Idempotent: existing rows are left as they
 * are (an operator's edits survive restarts), and the demo player is created only once, with its
 * 1,000.00 TRY written through the wallet ledger as a 'deposit'. Returns whether the demo player was created now.
 */
export async function seed(db: Db, mode: ServerMode, options: SeedOptions = {}): Promise<{ demoPlayerCreated: boolean }> {
  const wantDemo = mode !== 'production';
  const demoHash = wantDemo ? await hashPassword(DEMO_PLAYER.password) : null;
  const demoOperatorHash = wantDemo ? await hashPassword(DEMO_OPERATOR.password) : null;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await insertAll(tx, 'INSERT INTO currencies (id, code, symbol) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', CURRENCIES);
    await insertAll(
      tx,
      'INSERT INTO countries (id, name, iso2, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      COUNTRIES.map(([id, name, iso2]) => [id, name, iso2, iso2 === 'TR' ? 0 : 1]),
    );
    await insertAll(
      tx,
      'INSERT INTO translations (locale, key, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      Object.entries(TRANSLATIONS).flatMap(([locale, texts]) => Object.entries(texts).map(([key, value]) => [locale, key, value])),
    );
    await insertAll(
      tx,
      'INSERT INTO site_options (key, value, status, is_public) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      SITE_OPTIONS,
    );
    await seedAccount(tx, mode);
    await seedCmsContent(tx);
    await seedSports(tx);
    await seedPaymentMethods(tx);
    await seedCasino(tx, options.games);
    if (!demoHash || !demoOperatorHash) return { demoPlayerCreated: false };
    // The demo admin (docs/operators.md "Operator accounts"), so `npm run operator` and the tests work out of the box.
    await tx.query(
      "INSERT INTO operators (name, role, password_hash, created_by) VALUES ($1, $2, $3, 'seed') ON CONFLICT (name) DO NOTHING",
      [DEMO_OPERATOR.name, DEMO_OPERATOR.role, demoOperatorHash],
    );
    const existing = await tx.query('SELECT 1 FROM players WHERE lower(username) = lower($1)', [DEMO_PLAYER.username]);
    if (existing.length > 0) return { demoPlayerCreated: false };
    const wallet = new WalletService(db);
    const players = new PlayerService(db, wallet, new SessionService(db));
    const player = await players.create(tx, { ...DEMO_PLAYER, passwordHash: demoHash });
    await wallet.credit(player.id, 'deposit', DEMO_PLAYER.balanceKurus, 'seed:demo-player', tx);
    await seedDemoNotifications(tx, player.id);
    return { demoPlayerCreated: true };
  });
}
