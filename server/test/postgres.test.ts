import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { READ_MODEL_CHANNEL } from '@server/platform/read-models';
import { TEST_DATABASE_URL, createPostgresTestDb } from './postgres';

/**
 * Two test databases, as two test files running at once get them (bash scripts/with-postgres.sh npx vitest run
 * server/test): neither sees the other's rows nor its NOTIFY traffic, whose payloads name ids both have.
 */
describe.skipIf(!TEST_DATABASE_URL)('createPostgresTestDb', () => {
  let a: { db: Db; dispose(): Promise<void> };
  let b: { db: Db; dispose(): Promise<void> };
  beforeAll(async () => {
    [a, b] = await Promise.all([createPostgresTestDb(), createPostgresTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  it("keeps each file's rows and notifications to itself", async () => {
    const heard: string[] = [];
    let ownArrived!: () => void;
    const own = new Promise<void>((resolve) => (ownArrived = resolve));
    const unlisten = await a.db.listen(READ_MODEL_CHANNEL, (payload) => {
      heard.push(payload);
      if (payload === 'w:999999') ownArrived();
    });
    try {
      await b.db.query('INSERT INTO site_options (key, value) VALUES ($1, $2)', ['onlyInB', 'x']);
      await b.db.query("SELECT pg_notify($1, 'w:1')", [READ_MODEL_CHANNEL]);
      // A notification of a's own, sent after b's: once it arrives, b's would have arrived before it.
      await a.db.query("SELECT pg_notify($1, 'w:999999')", [READ_MODEL_CHANNEL]);
      await own;
      expect(heard).toEqual(['w:999999']);
      expect(await a.db.query('SELECT key FROM site_options WHERE key = $1', ['onlyInB'])).toEqual([]);
    } finally {
      await unlisten();
    }
  });
});
