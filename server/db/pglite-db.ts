import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, NotifyHandler, Queryable } from './db.ts';
import { parseInt8 } from './db.ts';

export interface PgliteDb extends Db {
  /** The whole data folder as an uncompressed tarball, loadable with `openPgliteDb(..., { loadDataDir })`. */
  dump(): Promise<Blob>;
}

/**
 * Opens the embedded Postgres (PGlite). `dataDir` is a folder (created when missing) or ':memory:' for a
 * throw-away database (tests). PGlite runs every statement through one connection and queues concurrent
 * callers, so transactions are naturally serialised; row locks are still taken so the same SQL is correct
 * on a real server.
 */
/**
 * `options.loadDataDir` starts from a dump made by `dump()` instead of an empty cluster.
 */
export async function openPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir, {
    parsers: { [types.INT8]: parseInt8 },
    // Starting from a dump skips initdb (seconds); the test suite uses it for a migrated, seeded template.
    loadDataDir: options.loadDataDir,
  });

  const run = async <T extends object>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => (await target.query<T>(sql, params ? [...params] : undefined)).rows;

  return {
    kind: 'pglite',
    description: `pglite ${inMemory ? '(in memory)' : dataDir}`,
    query: (sql, params) => run(pg, sql, params),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const scoped: Queryable = {
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        };
        return fn(scoped);
      }),
    async listen(channel: string, handler: NotifyHandler) {
      const unsubscribe = await pg.listen(channel, handler);
      return async () => unsubscribe();
    },
    listenerState: () => 'up',
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    dump: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}
