import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from './seed';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import type { Db } from './db';
import { WalletService } from '@server/wallet/wallet';
import { operatorCli } from '@server/test/operator-cli';
import { backupDataDir, BackupRefusedError, restoreDataDir } from './backup';

// Backups of the embedded database (docs/operations.md "Backups").
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'casino-backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every wallet and every ledger row, in a fixed order: what a restore must give back exactly. */
async function money(db: Db) {
  return {
    wallets: await db.query('SELECT player_id, balance_kurus FROM wallets ORDER BY player_id'),
    ledger: await db.query('SELECT id, player_id, kind, amount_kurus, balance_after_kurus, reference FROM ledger ORDER BY id'),
  };
}

describe('backup and restore of the embedded database', () => {
  it('a backup restored into a fresh folder gives the same wallet balances and ledger', async () => {
    const dataDir = join(root, 'data');
    const db = await openPgliteDb(dataDir);
    await migrate(db);
    await seed(db, 'test');
    const wallet = new WalletService(db);
    const [{ id }] = await db.query<{ id: number }>("SELECT id FROM players WHERE username = 'demouser'");
    await wallet.credit(id, 'deposit', 12_345, 'backup-test:deposit');
    await wallet.debit(id, 'withdrawal', 2_000, 'backup-test:withdrawal');
    const before = await money(db);
    expect(before.ledger.length).toBeGreaterThanOrEqual(3);
    await db.close();

    const file = join(root, 'backup.tar');
    // A file already there (e.g. made by hand, world-readable) ends up as private as a new one.
    await writeFile(file, 'old', { mode: 0o644 });
    const made = await backupDataDir(dataDir, file);
    expect(made.bytes).toBeGreaterThan(1000);
    // It holds password hashes and IBANs: readable by its owner only.
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');

    const restored = await restoreDataDir(file, join(root, 'restored'));
    expect(restored.ledgerRows).toBe(before.ledger.length);
    expect(((await stat(join(root, 'restored'))).mode & 0o777).toString(8)).toBe('700');
    const again = await openPgliteDb(join(root, 'restored'));
    try {
      expect(await money(again)).toEqual(before);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is refused with a clear message while a process holds the folder, and a restore never overwrites data', async () => {
    const dataDir = join(root, 'held');
    const holder = await openPgliteDb(dataDir);
    try {
      const refused = backupDataDir(dataDir, join(root, 'never.tar'));
      await expect(refused).rejects.toThrow(BackupRefusedError);
      await expect(refused).rejects.toThrow(/in use by pid \d+.*\n.*stop the server/s);
    } finally {
      await holder.close();
    }
    const full = join(root, 'full');
    await mkdir(full);
    await writeFile(join(full, 'something'), 'x');
    await expect(restoreDataDir(join(root, 'backup.tar'), full)).rejects.toThrow(/is not empty: a restore goes into a new folder/);
  }, 60_000);

  it('npm run operator -- backup and restore do the same, and the backup of PostgreSQL points to pg_dump', async () => {
    const file = join(root, 'cli.tar');
    const backup = await operatorCli(['backup', file], { DATA_DIR: join(root, 'data'), DATABASE_URL: '' });
    expect(backup.code, backup.output).toBe(0);
    const restore = await operatorCli(['restore', file, join(root, 'cli-restored')], { DATABASE_URL: '' });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/"ledgerRows": \d+/);
    const postgres = await operatorCli(['backup', file], { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(postgres.code).toBe(1);
    expect(postgres.output).toMatch(/pg_dump/);
  }, 180_000);
});
