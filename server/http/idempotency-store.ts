import type { ExpressionBuilder } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Database } from '@server/db/typed';

/** Which stored request a key belongs to: the owner ('player:<id>' or 'operator'), 'METHOD /route/pattern' and the key. */
export interface IdempotencyRef {
  owner: string;
  route: string;
  key: string;
}

/** A reply as stored and replayed: HTTP status, body text as sent, content type. */
export interface StoredReply {
  status: number;
  body: string;
  contentType: string;
}

/**
 * The outcome of claiming a key: `claimed` (this request runs and must later `complete` or `release` it),
 * `replay` (the first request's reply), `mismatch` (the key was used with another request: 422) or
 * `inFlight` (the first request is still running, or was cut off before it answered: 409).
 */
export type ClaimResult = { kind: 'claimed' } | { kind: 'replay'; reply: StoredReply } | { kind: 'mismatch' } | { kind: 'inFlight' };

export interface IdempotencyOptions {
  /** How long a key is kept, ms; default 24 h (the floor the IETF Idempotency-Key draft and Stripe use). */
  ttlMs: number;
  /** The clock, ms since the epoch; default Date.now (tests pass their own to pass 24 h at once). */
  now: () => number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencyOptions = { ttlMs: 24 * 60 * 60_000, now: () => Date.now() };
/** Expired rows are deleted at most this often per process (the claim itself ignores an expired row anyway). */
const PRUNE_EVERY_MS = 60_000;

/** The row of `ref`. */
const byRef = (ref: IdempotencyRef) => (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
  eb.and([eb('owner', '=', ref.owner), eb('route', '=', ref.route), eb('key', '=', ref.key)]);

/**
 * The idempotency keys table (migration 085): claims, stored replies, expiry. Shared by every process on one
 * database, so the guarantee holds across processes: INSERT … ON CONFLICT DO NOTHING lets exactly one request
 * claim a key. Times come from `options.now` and are stored in created_at.
 */
export class IdempotencyStore {
  private readonly options: IdempotencyOptions;
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    options: Partial<IdempotencyOptions> = {},
  ) {
    this.options = { ...DEFAULT_IDEMPOTENCY, ...options };
  }

  /** Claims `ref` for a request whose hash is `requestHash`, or says what the earlier request with that key left. */
  async claim(ref: IdempotencyRef, requestHash: string): Promise<ClaimResult> {
    const nowMs = this.options.now();
    const cutoff = new Date(nowMs - this.options.ttlMs);
    await this.pruneIfDue(nowMs);
    const db = typed(this.db);
    // A row can vanish between the INSERT and the SELECT (expired, or released after a 5xx): then claim again.
    for (let attempt = 0; attempt < 3; attempt++) {
      await db.deleteFrom('idempotency_keys').where(byRef(ref)).where('created_at', '<=', cutoff).execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ owner: ref.owner, route: ref.route, key: ref.key, request_hash: requestHash, created_at: new Date(nowMs) })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed' };
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'reply', 'content_type'])
        .where(byRef(ref))
        .where('created_at', '>', cutoff)
        .executeTakeFirst();
      if (!row) continue;
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.status === null || row.reply === null) return { kind: 'inFlight' };
      return { kind: 'replay', reply: { status: row.status, body: row.reply, contentType: row.content_type ?? 'application/json; charset=utf-8' } };
    }
    return { kind: 'inFlight' };
  }

  /** Stores the reply of a claimed key (status below 500), so retries replay it. */
  async complete(ref: IdempotencyRef, reply: StoredReply): Promise<void> {
    await typed(this.db)
      .updateTable('idempotency_keys')
      .set({ status: reply.status, reply: reply.body, content_type: reply.contentType })
      .where(byRef(ref))
      .where('status', 'is', null)
      .execute();
  }

  /** Frees a claimed key whose request failed without a storable reply (5xx, 429), so a retry runs it again. */
  async release(ref: IdempotencyRef): Promise<void> {
    await typed(this.db).deleteFrom('idempotency_keys').where(byRef(ref)).where('status', 'is', null).execute();
  }

  /** Deletes every key older than the TTL; returns how many. */
  async prune(): Promise<number> {
    const nowMs = this.options.now();
    this.lastPruneMs = nowMs;
    const rows = await typed(this.db)
      .deleteFrom('idempotency_keys')
      .where('created_at', '<=', new Date(nowMs - this.options.ttlMs))
      .returning('key')
      .execute();
    return rows.length;
  }

  private async pruneIfDue(nowMs: number): Promise<void> {
    if (nowMs - this.lastPruneMs >= PRUNE_EVERY_MS) await this.prune();
  }
}
