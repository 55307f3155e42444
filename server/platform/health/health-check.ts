import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';

/** Longest the database check may take before the database counts as down, ms. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/** True when `SELECT 1` answers on `db` within HEALTH_DB_TIMEOUT_MS; never throws (GET /api/health). */
export async function databaseAnswers(db: Queryable): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS);
    timer.unref();
  });
  try {
    // A bare `SELECT 1` reads no table, which the builder cannot express.
    const ping = sql<{ one: number }>`SELECT 1 AS one`.execute(typed(db));
    return await Promise.race([ping.then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
