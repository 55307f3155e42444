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
 * A migrated, seeded database of its own on the TEST_DATABASE_URL server (created by that URL's role, which needs
 * CREATEDB), so test files running in parallel do not see each other: not their rows, and not their NOTIFY traffic
 * either (read-model changes, hub fan-out and session revocations name player and session ids, and a channel is
 * shared by every schema of one database). `dispose` drops the database. `url` opens further connections to it.
 */
export async function createPostgresTestDb(): Promise<{ db: Db; url: string; dispose(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  // Short-lived admin connections (not one held open): a database restart in a test must not leave a dead client
  // emitting an unhandled 'error'.
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString());
  await migrate(db);
  await seed(db, 'test');
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      // FORCE ends connections a test left open (a child server process killed mid-request).
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
