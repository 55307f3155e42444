import pg from 'pg';
import type { Db, Queryable } from './db';
import { parseInt8 } from './db';
import { PgListener } from './pg-listener';

const INT8_OID = 20;

/**
 * Connects to a PostgreSQL server through a node-postgres pool. LISTEN uses one dedicated client that
 * reconnects after a database restart (pg-listener.ts).
 */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const typeParsers = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  await pool.query('SELECT 1');

  // LISTEN runs on its own connection, re-created after a database restart (pg-listener.ts).
  const listener = new PgListener({ connectionString, types: typeParsers });

  const run = async <T extends object>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => (await target.query<T>(sql, params ? [...params] : undefined)).rows;

  return {
    kind: 'postgres',
    description: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: without this, a connection lost mid-transaction (database
      // restart) would be an unhandled 'error' event and end the process. The failing query rejects on its own.
      let lost = false;
      const onError = (error: Error): void => {
        lost = true;
        console.error('postgres transaction connection lost:', error.message);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const scoped: Queryable = {
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        };
        const result = await fn(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A lost connection is destroyed rather than returned to the pool.
        client.release(lost);
      }
    },
    listen: (channel, handler, onRestored) => listener.listen(channel, handler, onRestored),
    listenerState: () => listener.state(),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
