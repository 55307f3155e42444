import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { openPostgresDb } from '@server/db/pg-db';
import { seed } from '@server/db/seed';
import { templateKey } from './test-template';

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

/** `TEST_DATABASE_URL` pointed at database `name`. */
function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number that no other advisory lock of the test databases uses: held while the template is built. */
const TEMPLATE_LOCK = 741_300_001;

let template: Promise<string> | null = null;

/**
 * The name of a migrated, seeded template database on the TEST_DATABASE_URL server, built once for every process that
 * asks (an advisory lock lets one build while the others wait), and named by the sources that shape it
 * (test-template.ts templateKey), so a change to a migration or the seed builds a new one. Built under a temporary
 * name and renamed when complete: a build that dies halfway is never taken for a template. It accepts no
 * connections, so copying it is never refused for a session left on it.
 */
function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const name = `t_template_${await templateKey()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${randomBytes(3).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const db = await openPostgresDb(databaseUrl(building));
        try {
          await migrate(db);
          await seed(db, 'test');
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return template;
}

/**
 * A migrated, seeded database of its own on the TEST_DATABASE_URL server (created by that URL's role, which needs
 * CREATEDB), so test files running in parallel do not see each other: not their rows, and not their NOTIFY traffic
 * either (read-model changes, hub fan-out and session revocations name player and session ids, and a channel is
 * shared by every schema of one database). It is a copy of the template database (templateDatabase), which costs
 * a fraction of migrating and seeding. `dispose` drops the database. `url` opens further connections to it.
 */
export async function createPostgresTestDb(): Promise<{ db: Db; url: string; dispose(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  // Short-lived admin connections (not one held open): a database restart in a test must not leave a dead client
  // emitting an unhandled 'error'.
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await templateDatabase()}`);
  const url = databaseUrl(name);
  const db = await openPostgresDb(url);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      // FORCE ends connections a test left open (a child server process killed mid-request).
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
