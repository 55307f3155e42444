import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';

export interface RateLimitRule {
  /** Attempts allowed per window (every attempt counts, refused ones included). */
  max: number;
  /** Window length, ms; a window opens at the first attempt of a key. */
  windowMs: number;
}

/** One counter to bump: the rule's name (a RateLimits field, e.g. 'login'), its limits and the normalised key. */
export interface RateLimitHit {
  name: string;
  rule: RateLimitRule;
  /** E.g. 'player:42', 'ip:203.0.113.7', 'phone:905321234567'; stored as is up to 128 characters, else hashed. */
  key: string;
}

/** How often one process deletes expired counters (ms), and at most how many rows per pass. */
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 1_000;
const MAX_KEY_LENGTH = 128;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A key the text column can hold: short, printable keys as they are (readable in the table); anything longer, with
 * NUL or a lone surrogate (which PostgreSQL text refuses or mangles) as 'sha256:<hex>' of its UTF-16 code units.
 */
export function storableKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH && !key.includes('\u0000') && !LONE_SURROGATE.test(key)) return key;
  const hash = createHash('sha256');
  for (let i = 0; i < key.length; i++) hash.update(String(key.charCodeAt(i)) + ',');
  return `sha256:${hash.digest('hex')}`;
}

/**
 * Fixed-window counters in the `rate_limits` table (migration 080), so every process on the database shares one
 * budget per key. Each call counts all its rules in ONE statement: an INSERT ... ON CONFLICT (rule, key) DO UPDATE
 * that opens a new window when the stored one has ended and otherwise adds one, RETURNING the new counts (atomic
 * under concurrent callers: the conflicting row is locked and re-read). Clock: `now` (epoch ms, default Date.now()),
 * so tests can move it with fake timers. Expired rows are deleted at most once a minute per process, 1000 at a time,
 * after a count.
 */
export class RateLimitStore {
  private lastPruneMs = 0;

  constructor(private readonly db: Queryable) {}

  /**
   * Counts one attempt against every hit (one statement); returns 0 when all are within their max, else the seconds
   * (at least 1) until the last of the exceeded windows ends, for the 429's Retry-After.
   */
  async hit(hits: readonly RateLimitHit[], now = Date.now()): Promise<number> {
    if (hits.length === 0) return 0;
    // Same order in every process, so concurrent multi-row upserts lock rows in one order (no deadlock).
    const rows = hits
      .map((h) => ({ ...h, key: storableKey(h.key) }))
      .sort((a, b) => (a.name === b.name ? (a.key < b.key ? -1 : 1) : a.name < b.name ? -1 : 1));
    const at = sql<number>`${now}::bigint`;
    const values = rows.map((row) => sql`(${row.name}, ${row.key}, ${at}, ${at} + ${row.rule.windowMs}::bigint, 1)`);
    // A multi-row upsert whose update opens a new window or adds one per row (CASE over the stored row and
    // EXCLUDED): one atomic statement the builder cannot write, so SQL typed by its RETURNING.
    const { rows: counted } = await sql<{ rule: string; key: string; count: number; reset_at_ms: number }>`
      INSERT INTO rate_limits AS r (rule, key, window_start_ms, reset_at_ms, count) VALUES ${sql.join(values)}
      ON CONFLICT (rule, key) DO UPDATE SET
        count = CASE WHEN r.reset_at_ms <= ${at} THEN 1 ELSE r.count + 1 END,
        window_start_ms = CASE WHEN r.reset_at_ms <= ${at} THEN EXCLUDED.window_start_ms ELSE r.window_start_ms END,
        reset_at_ms = CASE WHEN r.reset_at_ms <= ${at} THEN EXCLUDED.reset_at_ms ELSE r.reset_at_ms END
      RETURNING rule, key, count, reset_at_ms`.execute(typed(this.db));
    let waitMs = 0;
    for (const row of counted) {
      const max = rows.find((r) => r.name === row.rule && r.key === row.key)?.rule.max ?? 0;
      if (row.count > max) waitMs = Math.max(waitMs, Number(row.reset_at_ms) - now);
    }
    await this.pruneNow(now);
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /**
   * A look that counts nothing: the seconds (at least 1) until the last window of `hits` whose count has already
   * reached its max ends, or 0 when none has. For budgets of failures (counted with hit() only when an attempt fails),
   * checked before each attempt (server/http/operator-guard.ts).
   */
  async overLimit(hits: readonly RateLimitHit[], now = Date.now()): Promise<number> {
    if (hits.length === 0) return 0;
    const rows = await typed(this.db)
      .selectFrom('rate_limits')
      .select(['rule', 'key', 'count', 'reset_at_ms'])
      .where((eb) => eb.or(hits.map((h) => eb.and([eb('rule', '=', h.name), eb('key', '=', storableKey(h.key))]))))
      .where('reset_at_ms', '>', now)
      .execute();
    let waitMs = 0;
    for (const row of rows) {
      const max = hits.find((h) => h.name === row.rule && storableKey(h.key) === row.key)?.rule.max ?? Infinity;
      if (row.count >= max) waitMs = Math.max(waitMs, Number(row.reset_at_ms) - now);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Deletes up to PRUNE_BATCH counters whose window has ended, at most once per PRUNE_EVERY_MS in this process. */
  private async pruneNow(now: number): Promise<void> {
    if (Math.abs(now - this.lastPruneMs) < PRUNE_EVERY_MS) return;
    this.lastPruneMs = now;
    await typed(this.db)
      .deleteFrom('rate_limits')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('rule', 'key'),
          'in',
          selectFrom('rate_limits').select(['rule', 'key']).where('reset_at_ms', '<=', now).limit(PRUNE_BATCH).$asTuple('rule', 'key'),
        ),
      )
      .execute();
  }
}
