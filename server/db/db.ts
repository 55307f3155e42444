/**
 * The one query layer of the platform server (docs/architecture.md "Server"). Two implementations share it:
 * PGlite (embedded Postgres, `pglite-db.ts`) and node-postgres (`pg-db.ts`).
 *
 * Conventions every implementation guarantees, so services never care which one runs:
 * - `int8`/`bigint` columns (money in kuruş, counts) arrive as JS numbers; a value outside the
 *   safe-integer range throws instead of silently losing precision.
 * - `timestamptz` arrives as `Date`.
 * - Errors are the driver's Postgres errors, carrying the SQLSTATE in `code` (see `pgErrorCode`).
 */

/** Anything that can run one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1..$n` parameters and returns its rows. */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Called with the payload string of each NOTIFY on a channel. */
export type NotifyHandler = (payload: string) => void;

export interface Db extends Queryable {
  /** 'pglite' (one process owns the data) or 'postgres' (a server several processes may share). */
  readonly kind: 'pglite' | 'postgres';
  /** Human description for the start-up log line, e.g. `pglite ./data` or `postgres`. */
  readonly description: string;
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK and rethrow when it throws.
   * Use only `tx` inside `fn`: the PGlite implementation serialises all work, so calling the outer Db
   * from inside a transaction would wait for itself.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a LISTEN channel; resolves with an unsubscribe function. `onRestored` runs each time a lost
   * LISTEN connection is back (PostgreSQL only): notifications sent while it was down are gone, so the subscriber
   * catches up (e.g. tells its clients to refetch). Never on PGlite, whose LISTEN is in-process.
   */
  listen(channel: string, handler: NotifyHandler, onRestored?: () => void): Promise<() => Promise<void>>;
  /**
   * Whether LISTEN subscriptions currently receive notifications: 'down' while the PostgreSQL listener connection
   * is lost and being re-created (or before the first listen); always 'up' on PGlite (in-process).
   */
  listenerState(): 'up' | 'down';
  /** Sends `pg_notify(channel, payload)`; payloads must stay under 8000 bytes (Postgres limit). */
  notify(channel: string, payload: string): Promise<void>;
  /** The connections of its pool now (the metric casino_db_pool_connections, docs/operations.md "Metrics"). */
  poolState(): PoolState;
  close(): Promise<void>;
}

/**
 * A database's connection pool at one moment: `total` connections open, `idle` of them free, `waiting` calls queued
 * for one. PostgreSQL: node-postgres's pool (at most 10; the LISTEN connection is not in it). PGlite: its one
 * connection, idle while no call runs, and the calls queued behind the one running.
 */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** SQLSTATE of a Postgres error (e.g. '23505' unique violation, '23514' check violation), else null. */
export function pgErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Parses an int8 text value into a JS number; throws rather than round a value beyond 2^53. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}
