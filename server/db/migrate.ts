import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db';
import { WHOLE_FILE_CHECKSUMS } from './migration-checksums-whole-file';
import { migrationStatements } from './migration-sql';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every process: only one may migrate a PostgreSQL database at a time. */
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The SHA-256 of a migration's statements without its comments (migrationStatements), recorded when it is
 * applied: an applied migration's statements may never change, its comments may (docs/architecture.md "Migrations").
 */
export function migrationChecksum(sql: string): string {
  return sha256(migrationStatements(sql));
}

const wholeFileChecksums = new Map(WHOLE_FILE_CHECKSUMS.map(([version, wholeFile, statements]) => [version, { wholeFile, statements }]));

/**
 * Whether `recorded` is a checksum of the whole file (the earlier scheme) for a migration whose statements are
 * still those applied: the file is unchanged byte for byte, or the frozen table holds that whole-file checksum
 * together with today's statement checksum (only comments changed since).
 */
function isWholeFileChecksum(migration: Migration, recorded: string, checksum: string): boolean {
  if (recorded === sha256(migration.sql)) return true;
  const frozen = wholeFileChecksums.get(migration.version);
  return frozen !== undefined && frozen.wholeFile === recorded && frozen.statements === checksum;
}

/** Lists `migrations/NNN_name.sql` in version order; throws on a badly named file or a duplicate number. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d{3})_([a-z0-9_-]+)\.sql$/.exec(file);
    if (!match) throw new Error(`migration ${file}: name must be NNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`migration ${file}: duplicate version ${version}`);
    migrations.push({ version, name: match[2], sql: await readFile(join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in order, in one transaction under an
 * advisory lock (so two processes starting together on one PostgreSQL do not both migrate), recording each one's
 * checksum (migrationChecksum). Refuses to start (throws, naming the file) when an applied migration's statements
 * have changed since: a schema must be changed by a new migration, never by editing an old one; a comment may be
 * edited. Rows applied before checksums were kept get theirs filled in once, and rows holding a whole-file checksum
 * of the earlier scheme get the statement checksum recorded once (isWholeFileChecksum). Returns the versions
 * applied now. A failing migration rolls everything back and rethrows.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
      ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    const done = new Map(
      (await tx.query<{ version: number; checksum: string | null }>('SELECT version, checksum FROM schema_migrations')).map((r) => [r.version, r.checksum]),
    );
    const applied: number[] = [];
    for (const migration of all) {
      const checksum = migrationChecksum(migration.sql);
      if (done.has(migration.version)) {
        const recorded = done.get(migration.version);
        if (recorded === null || recorded === undefined || (recorded !== checksum && isWholeFileChecksum(migration, recorded, checksum))) {
          await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [migration.version, checksum]);
        } else if (recorded !== checksum) {
          const file = `${String(migration.version).padStart(3, '0')}_${migration.name}.sql`;
          throw new Error(`migration ${file} was changed after it was applied (checksum ${recorded.slice(0, 12)}… is now ${checksum.slice(0, 12)}…): add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [migration.version, migration.name, checksum]);
      applied.push(migration.version);
    }
    return applied;
  });
}
