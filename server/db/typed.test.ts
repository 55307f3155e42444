import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { typed } from './typed';

let db: Db;
beforeAll(async () => {
  db = await openPgliteDb(':memory:');
  await migrate(db);
});
afterAll(() => db.close());

describe('typed(db): Kysely over the same connection', () => {
  it('inserts and reads rows with the generated column types', async () => {
    await typed(db).insertInto('site_options').values({ key: 'typedProbe', value: 'x' }).execute();
    const row = await typed(db).selectFrom('site_options').select(['key', 'value', 'status']).where('key', '=', 'typedProbe').executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'typedProbe', value: 'x', status: true });
  });

  it('runs inside Db.transaction through typed(tx), and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await typed(tx).insertInto('site_options').values({ key: 'typedTx', value: 'y' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await typed(db).selectFrom('site_options').select('key').where('key', '=', 'typedTx').execute()).toEqual([]);
  });

  it('refuses Kysely transactions: Db.transaction is the one way', async () => {
    await expect(typed(db).transaction().execute(async () => 1)).rejects.toThrow('Db.transaction');
  });
});

describe('migration checksums', () => {
  it('refuses to start when an applied migration file changed, naming it', async () => {
    const fresh = await openPgliteDb(':memory:');
    try {
      const all = await loadMigrations();
      await migrate(fresh, all);
      const edited = all.map((m) => (m.version === 1 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
      await expect(migrate(fresh, edited)).rejects.toThrow('migration 001_core.sql was changed after it was applied');
      expect(await migrate(fresh, all)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('fills in the checksum of a migration applied before checksums were kept', async () => {
    const fresh = await openPgliteDb(':memory:');
    try {
      const all = await loadMigrations();
      await migrate(fresh, all);
      await fresh.query('UPDATE schema_migrations SET checksum = NULL');
      expect(await migrate(fresh, all)).toEqual([]);
      const rows = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NULL');
      expect(rows[0].n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
