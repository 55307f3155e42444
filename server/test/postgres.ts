import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { openPostgresDb } from '@server/db/pg-db';
import { seed } from '@server/db/seed';

/** A PostgreSQL server for the optional real-server tests, e.g. postgres://user:pw@localhost/casino_test. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Runs one statement on TEST_DATABASE_URL through a connection of its own. */
async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated, seeded database in a fresh schema of TEST_DATABASE_URL, so test files running in parallel do
 * not see each other. `dispose` drops the schema. `url` opens further connections on the same schema.
 */
export async function createPostgresTestDb(): Promise<{ db: Db; url: string; dispose(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // Short-lived admin connections (not one held open): a database restart in a test must not leave a dead client
  // emitting an unhandled 'error'.
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgresDb(url.toString());
  await migrate(db);
  await seed(db, 'test');
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
