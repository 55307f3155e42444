import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { Queryable } from './db';
import type { Database } from './generated/tables';

export type { Database };
/** A typed query builder over one Db or one open transaction. */
export type TypedDb = Kysely<Database>;

/** Runs Kysely's compiled statements on our Queryable, so PGlite and pg keep one connection layer (server/db/db.ts). */
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly queryable: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.queryable.query<R & object>(compiled.sql, compiled.parameters);
    return { rows };
  }

  // eslint-disable-next-line require-yield -- streaming is never used; the interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('typed(): streaming queries are not supported');
  }
}

class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;
  constructor(queryable: Queryable) {
    this.connection = new QueryableConnection(queryable);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(_c: DatabaseConnection, _s: TransactionSettings): Promise<void> {
    throw new Error('typed(): open transactions with Db.transaction(fn) and call typed(tx) inside fn');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('typed(): transactions belong to Db.transaction');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('typed(): transactions belong to Db.transaction');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

function dialectOver(queryable: Queryable): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new QueryableDriver(queryable),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

const cache = new WeakMap<Queryable, TypedDb>();

/**
 * The typed query builder (Kysely) over `queryable`: the Db itself or the `tx` of `Db.transaction(fn)`. Table and
 * column types come from the migrations (server/db/generated/tables.ts, written by `npm run codegen`), so a row's
 * type is the compiler's, not a claim. Values follow Db's conventions: int8 as number, timestamptz as Date,
 * numeric as string. Transactions stay with Db.transaction: `db.transaction(async (tx) => typed(tx)...)`.
 * One builder per queryable, made on first use.
 */
export function typed(queryable: Queryable): TypedDb {
  let db = cache.get(queryable);
  if (!db) {
    db = new Kysely<Database>({ dialect: dialectOver(queryable) });
    cache.set(queryable, db);
  }
  return db;
}
