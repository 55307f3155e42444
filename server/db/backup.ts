import { chmod, mkdir, open, readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DataDirLockedError } from './data-dir-lock';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';

/**
 * Backups of the embedded database (docs/operations.md "Backups"; PostgreSQL: pg_dump / pg_restore there).
 *
 * A backup is PGlite's own dump of the whole data folder (dumpDataDir: an uncompressed tar of the cluster), taken with
 * the folder's lock held (server/db/data-dir-lock.ts), so no process writes while it is made: it is consistent. A
 * folder a running server holds is refused with a message saying so; stop the server for the backup (the embedded
 * database is one process at a time by design), or run on PostgreSQL for backups while serving.
 *
 * A backup holds password hashes, sealed authenticator secrets and payout IBANs: its file is its owner's only
 * (PRIVATE_FILE), and so is a restored folder (PRIVATE_DIR), whatever the umask.
 */

/** The mode of a backup file: read and write for its owner only. */
const PRIVATE_FILE = 0o600;
/** The mode of a restored data folder: its owner only (as PostgreSQL requires of its own data folder). */
const PRIVATE_DIR = 0o700;

/** Thrown when the data folder is held by a running server; the message says what to do. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** Writes the backup of the data folder `dataDir` to `file` (mode 0600, replacing a file there); returns its size in bytes. Throws BackupRefusedError when the folder is held. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ file: string; bytes: number }> {
  let db;
  try {
    db = await openPgliteDb(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupRefusedError(
      `${error.message}\nA backup of the embedded database is taken with the folder to itself, so that it is consistent: stop the server ` +
        '(SIGTERM; it finishes and releases the folder), run the backup, start it again. For backups while serving, use PostgreSQL (docs/operations.md "Backups").',
    );
  }
  try {
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    // Made private before a byte is written: a file already there keeps its mode when opened, so it is set anew.
    const handle = await open(file, 'w', PRIVATE_FILE);
    try {
      await handle.chmod(PRIVATE_FILE);
      await handle.writeFile(dump);
    } finally {
      await handle.close();
    }
    return { file: resolve(file), bytes: dump.length };
  } finally {
    await db.close();
  }
}

/**
 * Restores the backup `file` into the new data folder `dir` (which must not exist or be empty: a restore never
 * overwrites data), brings its schema up to this version (migrate) and returns the folder with its counts of players
 * and ledger rows. The folder is its owner's only (mode 0700). Start the server with DATA_DIR=<dir> afterwards.
 */
export async function restoreDataDir(file: string, dir: string): Promise<{ dir: string; players: number; ledgerRows: number }> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new BackupRefusedError(`${dir} is not empty: a restore goes into a new folder, never over data (choose another folder)`);
  const dump = await readFile(file);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR);
  const db = await openPgliteDb(dir, { loadDataDir: new Blob([dump]) });
  try {
    await migrate(db);
    const [counts] = await db.query<{ players: number; ledger: number }>('SELECT (SELECT count(*)::int FROM players) AS players, (SELECT count(*)::int FROM ledger) AS ledger');
    return { dir: resolve(dir), players: counts.players, ledgerRows: counts.ledger };
  } finally {
    await db.close();
  }
}
