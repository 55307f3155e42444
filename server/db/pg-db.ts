import pg from 'pg';
import type { Db, NotifyHandler, Queryable } from './db.ts';
import { parseInt8 } from './db.ts';

const INT8_OID = 20;

/**
 * Connects to a PostgreSQL server through a node-postgres pool. LISTEN uses one dedicated client
 * (a pooled client would lose its subscriptions when returned to the pool).
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

  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<NotifyHandler>>();

  const getListener = async (): Promise<pg.Client> => {
    if (listener) return listener;
    const client = new pg.Client({ connectionString, types: typeParsers });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => console.error('postgres listener error:', error.message));
    listener = client;
    return client;
  };

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
        client.release();
      }
    },
    async listen(channel, handler) {
      const client = await getListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (listener) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}
