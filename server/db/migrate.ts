import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every process: only one may migrate a PostgreSQL database at a time. */
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
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
 * advisory lock (so two processes starting together on one PostgreSQL do not both migrate).
 * Returns the versions applied now. A failing migration rolls everything back and rethrows.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: number[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
