import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/**
 * Opens the database the environment asks for: PostgreSQL when `databaseUrl` is set, otherwise PGlite in
 * `dataDir` (':memory:' for a throw-away database). Does not migrate; see `migrate()`.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl);
  return openPgliteDb(options.dataDir);
}
