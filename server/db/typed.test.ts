import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { typed } from './typed';
import { createTestDb } from '@server/test/test-app';

let db: Db;
beforeAll(async () => {
  // The migrated template (or a PostgreSQL database of its own), not a fresh PGlite migrated from scratch.
  db = await createTestDb();
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
