import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { PGlite, types } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import type { Db, NotifyHandler, Queryable } from './db';
import { parseInt8 } from './db';

export interface PgliteDb extends Db {
  /** The whole data folder, checkpointed, as an uncompressed tarball, loadable with `openPgliteDb(..., { loadDataDir })`. */
  dump(): Promise<Blob>;
}

/** PGlite's engine: its WebAssembly module, compiled, and the bundle of files its file system starts with. */
export interface PgliteEngine {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let engine: Promise<PgliteEngine> | null = null;

/**
 * The engine compiled once per process. PGlite compiles its WebAssembly and reads its file bundle again for every
 * database it opens; a process that opens many (the test suite: one per test file) skips that work from the second on.
 */
export function pgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return engine;
}

/** What happens when the data folder's lock is lost while open: no other protection is left, so stop writing. */
function exitOnLostLock(dataDir: string): (error: Error) => void {
  return (error) => {
    console.error(`FATAL: the lock of the data folder ${dataDir} was lost (${error.message}); another process may open it now. Stopping so that no write goes unprotected.`);
    process.exit(1);
  };
}

/**
 * Opens the embedded Postgres (PGlite). `dataDir` is a folder (created when missing) or ':memory:' for a
 * throw-away database (tests). PGlite runs every statement through one connection and queues concurrent
 * callers, so transactions are naturally serialised; row locks are still taken so the same SQL is correct
 * on a real server.
 *
 * A folder is locked first (data-dir-lock.ts): throws DataDirLockedError at once, naming the folder and the holder's
 * pid, when another live process has it open; the lock is released by close(). If the lock is lost while open,
 * `options.onLockCompromised` runs (default: log and exit the process). ':memory:' takes no lock.
 * `options.loadDataDir` starts from a dump made by `dump()` instead of an empty cluster. `options.engine` hands over
 * PGlite's compiled WebAssembly module and file bundle (pgliteEngine()), for a process that opens many databases.
 */
export async function openPgliteDb(
  dataDir: string,
  options: { loadDataDir?: Blob; engine?: PgliteEngine; onLockCompromised?: (error: Error) => void } = {},
): Promise<PgliteDb> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const lock = inMemory ? null : await acquireDataDirLock(dataDir, options.onLockCompromised ?? exitOnLostLock(dataDir));
  let pg: PGlite;
  try {
    pg = await PGlite.create(inMemory ? undefined : dataDir, {
      parsers: { [types.INT8]: parseInt8 },
      // Starting from a dump skips initdb (seconds); the test suite uses it for a migrated, seeded template.
      loadDataDir: options.loadDataDir,
      ...(options.engine ? { pgliteWasmModule: options.engine.wasmModule, fsBundle: options.engine.fsBundle } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }

  const run = async <T extends object>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => (await target.query<T>(sql, params ? [...params] : undefined)).rows;
  // Calls on the database (not inside a transaction) begun and not yet done: PGlite runs one at a time, so all but
  // the first of them wait (poolState).
  let calls = 0;
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    calls++;
    try {
      return await call();
    } finally {
      calls--;
    }
  };

  return {
    kind: 'pglite',
    description: `pglite ${inMemory ? '(in memory)' : dataDir}`,
    query: (sql, params) => counted(() => run(pg, sql, params)),
    exec: (sql) => counted(async () => void (await pg.exec(sql))),
    transaction: (fn) =>
      counted(() =>
        pg.transaction(async (tx) => {
          const scoped: Queryable = {
            query: (sql, params) => run(tx, sql, params),
            exec: async (sql) => void (await tx.exec(sql)),
          };
          return fn(scoped);
        }),
      ),
    async listen(channel: string, handler: NotifyHandler) {
      const unsubscribe = await pg.listen(channel, handler);
      return async () => unsubscribe();
    },
    listenerState: () => 'up',
    poolState: () => ({ total: 1, idle: calls === 0 ? 1 : 0, waiting: Math.max(0, calls - 1) }),
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // A checkpoint first: a database started from the dump then has no write-ahead log to replay (a third faster).
    dump: async () => {
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('none');
    },
    async close() {
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
