import type { Db, Queryable } from '@server/db/db';

/** A database that works until `failing` is set, then fails like a broken schema would. */
export interface BreakableDb extends Db {
  failing: boolean;
}

/** What a driver throws for a missing table: SQLSTATE, a message quoting the relation, a stack. */
function driverError(sql: string): Error {
  return Object.assign(new Error(`relation "secret_internal_table" does not exist in: ${sql}`), {
    code: '42P01',
    severity: 'ERROR',
    routine: 'parserOpenTable',
  });
}

/**
 * Wraps `db` so that, once `failing` is true, every statement throws a driver-style error carrying SQL text.
 * Statements on `sessions` keep working (unless `failSessions`), so protected calls get past the auth
 * check and fail inside the route, where a leak would happen.
 */
export function breakableDb(db: Db, options: { failSessions?: boolean } = {}): BreakableDb {
  const fails = (sql: string) => wrapper.failing && (options.failSessions === true || !/\bsessions\b/.test(sql));
  const scoped = (q: Queryable): Queryable => ({
    query: <T extends object>(sql: string, params?: readonly unknown[]) =>
      fails(sql) ? Promise.reject(driverError(sql)) : q.query<T>(sql, params),
    exec: (sql: string) => (fails(sql) ? Promise.reject(driverError(sql)) : q.exec(sql)),
  });
  const wrapper: BreakableDb = {
    failing: false,
    kind: db.kind,
    description: db.description,
    ...scoped(db),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(scoped(tx))),
    listen: (channel, handler) => db.listen(channel, handler),
    listenerState: () => db.listenerState(),
    poolState: () => db.poolState(),
    notify: (channel, payload) =>
      wrapper.failing ? Promise.reject(driverError(`SELECT pg_notify('${channel}', ...)`)) : db.notify(channel, payload),
    close: () => db.close(),
  };
  return wrapper;
}
