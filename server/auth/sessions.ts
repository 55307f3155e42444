import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Database } from '@server/db/typed';
import { newSportsbookSession } from '@server/sports/session';
import type { SportsbookSession } from '@server/sports/session';
import { SessionCache } from './session-cache';
import { publishLocally } from '@server/platform/read-models';
import type { CachedSession } from './session-cache';

/**
 * A session unused for more than this is dead. The spec names no idle timeout; 24 h is this platform's rule
 * (the client polls the balance every 3 s while open, docs/product.md §4, so an open tab never gets near it).
 */
export const IDLE_TIMEOUT_MS = 24 * 60 * 60 * 1000;
/**
 * A session older than this (since its login) is dead however busy it is: the absolute lifetime besides the idle
 * timeout, so a stolen token cannot be kept alive forever by use (docs/security.md "Sessions and tokens"). 30 days
 * unless SESSION_MAX_AGE_DAYS says otherwise (server/config.ts, applied with configureSessionMaxAge at start).
 */
export const DEFAULT_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
let sessionMaxAgeMs = DEFAULT_SESSION_MAX_AGE_MS;

/** Sets the absolute session lifetime, ms (a whole number of ms ≥ 1 minute); once, at start (server/index.ts). */
export function configureSessionMaxAge(ms: number): void {
  if (!Number.isInteger(ms) || ms < 60_000) throw new RangeError(`session max age ${ms} ms must be a whole number of at least 60000`);
  sessionMaxAgeMs = ms;
}

/** The absolute session lifetime in force, ms. */
export function sessionMaxAge(): number {
  return sessionMaxAgeMs;
}

/** last_seen is written at most this often per session, so the 3 s balance poll does not write on every call. */
export const TOUCH_INTERVAL_MS = 30 * 1000;

/**
 * What a request does with a live session row idle for `idleMs` (ms since its last_seen, by the database clock) and
 * `ageMs` old (ms since its login): 'expired' when idle for more than IDLE_TIMEOUT_MS (exactly 24 h is still alive)
 * or older than the absolute lifetime (sessionMaxAge(); exactly that age is still alive), 'touch' (write last_seen)
 * when idle for TOUCH_INTERVAL_MS or more, else 'fresh'. last_seen may lag use by under 30 s, so a session can end
 * up to 30 s before 24 h of real idleness — never later.
 */
export function sessionIdleState(idleMs: number, ageMs = 0): 'expired' | 'touch' | 'fresh' {
  if (idleMs > IDLE_TIMEOUT_MS || ageMs > sessionMaxAgeMs) return 'expired';
  return idleMs >= TOUCH_INTERVAL_MS ? 'touch' : 'fresh';
}

/** IDLE_TIMEOUT_MS as a Postgres interval literal. */
const IDLE_INTERVAL = `interval '${IDLE_TIMEOUT_MS} milliseconds'`;

/**
 * SQL condition that login session `s`, joined with its player `p`, is live: not ended, used within IDLE_TIMEOUT_MS
 * and started within the absolute lifetime (sessionMaxAge()), both by the database clock, player active. The one
 * definition behind every token derived from a login session (hub tickets and reconciliation, game launch tokens,
 * sportsbook tokens), so a token dies with its session, idleness and age included.
 */
export function liveSessionSql(s = 's', p = 'p'): string {
  return (
    `${s}.ended_at IS NULL AND ${s}.last_seen >= now() - ${IDLE_INTERVAL}` +
    ` AND ${s}.created_at >= now() - interval '${sessionMaxAgeMs} milliseconds' AND ${p}.status = 'active'`
  );
}

/** Which live sessions `endSessions` ends. */
export type EndScope =
  /** One session; with `playerId`, only when it is that player's (the session list's "end this session"). */
  | { sessionId: number; playerId?: number }
  | { tokenHash: string }
  /** Every live session of the player, but `exceptSessionId` (the caller's own, on a password change). */
  | { playerId: number; exceptSessionId?: number }
  /**
   * Up to `limit` sessions idle for more than IDLE_TIMEOUT_MS or older than the absolute lifetime, oldest first (the
   * sweep; rows locked elsewhere skipped).
   */
  | { idle: true; limit: number };

/** The moment before which a session's last_seen makes it dead: now() - IDLE_TIMEOUT_MS, by the database clock. */
const idleCutoff = sql<Date>`now() - ${sql.raw(IDLE_INTERVAL)}`;
/** The login time before which a session is past its absolute lifetime, by the database clock. */
const ageCutoff = () => sql<Date>`now() - make_interval(secs => ${sessionMaxAgeMs / 1000})`;

/** The rows of `scope`, as a condition on `sessions`. */
function endWhere(scope: EndScope) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) => {
    if ('sessionId' in scope) {
      return scope.playerId === undefined
        ? eb('id', '=', scope.sessionId)
        : eb.and([eb('id', '=', scope.sessionId), eb('player_id', '=', scope.playerId)]);
    }
    if ('tokenHash' in scope) return eb('token_hash', '=', scope.tokenHash);
    if ('playerId' in scope) {
      return scope.exceptSessionId === undefined
        ? eb('player_id', '=', scope.playerId)
        : eb.and([eb('player_id', '=', scope.playerId), eb('id', '!=', scope.exceptSessionId)]);
    }
    return eb(
      'id',
      'in',
      eb
        .selectFrom('sessions')
        .select('id')
        .where('ended_at', 'is', null)
        .where((w) => w.or([w('last_seen', '<', idleCutoff), w('created_at', '<', ageCutoff())]))
        .orderBy('last_seen')
        .limit(scope.limit)
        .forUpdate()
        .skipLocked(),
    );
  };
}

/**
 * Ends the live sessions of `scope` inside `q` (a transaction, or the Db) and returns their ids. THE way a session
 * ends — logout, password change, recovery, self-exclusion/time-out, reality-check logout, idle expiry — so all
 * share what follows: at commit the database announces each ended session on the hub fan-out channel (migration
 * 095 trigger), every process closes that session's hub sockets, and its game and sportsbook tokens are refused
 * (they are checked with liveSessionSql). A session already idle past IDLE_TIMEOUT_MS is recorded as ended at its
 * last_seen (its real last use, so session-time limits do not count the idle day), any other one at now().
 */
export async function endSessions(q: Queryable, scope: EndScope, ending?: SessionEnding): Promise<number[]> {
  const rows = await typed(q)
    .updateTable('sessions')
    .set({
      // A CASE on the row's own column: the builder has no update-time conditional value.
      ended_at: sql<Date>`CASE WHEN last_seen < ${idleCutoff} THEN last_seen
        WHEN created_at < ${ageCutoff()} THEN least(last_seen, created_at + make_interval(secs => ${sessionMaxAgeMs / 1000}))
        ELSE now() END`,
      end_reason: ending?.reason ?? null,
      end_until: ending?.until ?? null,
    })
    .where(endWhere(scope))
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  // This process's own session ends are seen by its next request; other processes learn at commit (migration 095).
  for (const row of rows) publishLocally({ kind: 's', id: row.id });
  return rows.map((r) => r.id);
}

/**
 * Why a protection rule ended a session (docs/protection-enforcement.md), stored on the row (migration 130) so every later call
 * with one of its tokens is told why and until when: 'sessionLimit' (a used-up session-time limit) or 'exclusion'
 * (a time-out or self-exclusion). `until` = when the player may play again; null = permanent or unknown.
 */
export interface SessionEnding {
  reason: 'sessionLimit' | 'exclusion';
  until: Date | null;
}

/** The protection reason a session of `tokenHash` was ended with, or null (unknown token, live, or ended otherwise). */
export async function endingOf(q: Queryable, tokenHash: string): Promise<SessionEnding | null> {
  const row = await typed(q)
    .selectFrom('sessions')
    .select(['end_reason', 'end_until'])
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is not', null)
    .executeTakeFirst();
  return row?.end_reason ? { reason: row.end_reason, until: row.end_until } : null;
}

/**
 * Runs after a live session of a player with a session-time limit was resolved (site call or hub connect): it ends
 * the player's sessions when his session-time limit is used up. Returns true when it ended this session (the call then gets 401).
 */
export type SessionWatch = (session: ActiveSession) => Promise<boolean>;

/** Where a login came from; kept for the session history (docs/product.md §2 /dashboard/session-history). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  fingerprint: string | null;
}

export interface ActiveSession {
  sessionId: number;
  playerId: number;
  betsyCid: string;
  /** A withdraw-only session of a self-excluded player (server/http/withdraw-only.ts). */
  withdrawOnly?: boolean;
}

/**
 * SHA-256 hex of a bearer token: the only form in which tokens are stored. Every authenticated call hashes its token:
 * the one-shot crypto.hash (Node ≥ 20.12) costs about a third of a createHash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Whether a kept session answers a call as it is: no last_seen write due, no session-time watch to run. */
function servesAsIs(entry: CachedSession): boolean {
  return !entry.sessionLimited && stateOf(entry) === 'fresh';
}

/** sessionIdleState of a kept session, now. */
function stateOf(entry: CachedSession): 'expired' | 'touch' | 'fresh' {
  const now = Date.now();
  return sessionIdleState(now - entry.lastSeenMs, now - entry.startedMs);
}

/**
 * Login sessions: opaque 256-bit random bearer tokens (base64url), stored hashed, one row per login.
 */
export class SessionService {
  /** Sessions whose last_seen write is under way, so a burst of parallel calls writes it once (not a validity cache). */
  private readonly touching = new Set<number>();

  /** Live sessions by token hash (docs/read-models.md); fed changes by `server/platform/core-plugin.ts`. */
  readonly cache: SessionCache;

  /** `watch` (optional) runs on every resolved session; see SessionWatch. `cache` options: tests of its bounds. */
  constructor(
    private readonly db: Db,
    private watch: SessionWatch | null = null,
    cache: { max?: number; ttlMs?: number } = {},
  ) {
    this.cache = new SessionCache(() => db.listenerState(), cache);
  }

  /** Installs the SessionWatch (buildApp, once the protection service exists). */
  setWatch(watch: SessionWatch): void {
    this.watch = watch;
  }

  /** Why the session of `token` was ended by a protection rule, or null (see endingOf). */
  async endingOf(token: string): Promise<SessionEnding | null> {
    return token ? endingOf(this.db, hashToken(token)) : null;
  }

  /**
   * Opens a session for `player` (inside `q`, e.g. the registration transaction); returns the plain login token and
   * the plain sportsbook launch values. Both tokens are stored only as their SHA-256 (hashToken): the plain ones leave
   * the server once, in the login reply.
   */
  async create(
    q: Queryable,
    player: { id: number; usercode: string },
    client: ClientInfo,
  ): Promise<{ token: string; session: ActiveSession; sportsbook: SportsbookSession }> {
    const token = randomBytes(32).toString('base64url');
    const sportsbook = newSportsbookSession(player.usercode);
    const row = await typed(q)
      .insertInto('sessions')
      .values({
        player_id: player.id,
        token_hash: hashToken(token),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 500) ?? null,
        fingerprint: client.fingerprint?.slice(0, 200) ?? null,
        betsy_cid: sportsbook.betsyCid,
        betsy_token: hashToken(sportsbook.betsyToken),
        betco_token: hashToken(sportsbook.betcoToken),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, session: { sessionId: row.id, playerId: player.id, betsyCid: sportsbook.betsyCid }, sportsbook };
  }

  /**
   * The live session of a bearer token, or null when unknown, logged out, idle too long or the player is not active.
   * Served from the session read model (docs/read-models.md): a miss costs one query on the unique
   * token_hash index; an end, exclusion or password change on any process drops the entry at its commit. last_seen is
   * written at most every TOUCH_INTERVAL_MS per process. An entry that looks idle past IDLE_TIMEOUT_MS is read again
   * (another process may have used the session) before the session is ended.
   */
  async resolve(token: string): Promise<ActiveSession | null> {
    if (!token) return null;
    const tokenHash = hashToken(token);
    return this.cachedByHash(tokenHash) ?? this.resolveHash(tokenHash);
  }

  /**
   * The session of `token` when `resolve` would answer it from memory with nothing to do: a kept entry, used within
   * TOUCH_INTERVAL_MS (no last_seen write due), of a player without a session-time limit (no watch to run). Else
   * undefined: the caller goes through `resolve` (which may still find it live). Synchronous, so the hot calls'
   * auth (server/http/auth.ts) needs no promise for the common case.
   */
  cached(token: string): ActiveSession | undefined {
    return token ? this.cachedByHash(hashToken(token)) : undefined;
  }

  private cachedByHash(tokenHash: string): ActiveSession | undefined {
    return this.cache.cached(tokenHash, servesAsIs)?.session;
  }

  private async resolveHash(tokenHash: string): Promise<ActiveSession | null> {
    let entry = await this.cache.get(tokenHash, () => this.load(tokenHash));
    if (!entry) return null;
    let state = stateOf(entry);
    if (state === 'expired') {
      this.cache.forget(tokenHash);
      entry = await this.load(tokenHash);
      if (!entry) return null;
      state = stateOf(entry);
      if (state === 'expired') {
        await endSessions(this.db, { sessionId: entry.session.sessionId });
        return null;
      }
    }
    if (state === 'touch') await this.touch(entry);
    // Only a player with a session-time limit pays for the watch (docs/protection-enforcement.md).
    if (entry.sessionLimited && this.watch && (await this.watch(entry.session))) return null;
    return entry.session;
  }

  /** Reads the live session of a token hash from the database (one query), or null. */
  private async load(tokenHash: string): Promise<CachedSession | null> {
    const row = await typed(this.db)
      .selectFrom('sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select(['s.id', 's.player_id', 's.betsy_cid', 's.withdraw_only'])
      // Idle time by the database clock, ms: an interval's epoch has no builder function.
      .select(sql<number>`(extract(epoch FROM now() - s.last_seen) * 1000)::float8`.as('idle_ms'))
      .select(sql<number>`(extract(epoch FROM now() - s.created_at) * 1000)::float8`.as('age_ms'))
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('player_limits as l').select('l.player_id').whereRef('l.player_id', '=', 's.player_id')
              .where('l.type', '=', 'session').where('l.value', 'is not', null),
          )
          .as('session_limited'),
      )
      .where('s.token_hash', '=', tokenHash)
      .where('s.ended_at', 'is', null)
      .where('p.status', '=', 'active')
      .executeTakeFirst();
    if (!row) return null;
    return {
      session: {
        sessionId: row.id, playerId: row.player_id, betsyCid: row.betsy_cid,
        ...(row.withdraw_only ? { withdrawOnly: true } : {}),
      },
      lastSeenMs: Date.now() - row.idle_ms,
      startedMs: Date.now() - row.age_ms,
      sessionLimited: Boolean(row.session_limited),
    };
  }

  /** Writes last_seen = now() once for a burst of parallel calls, and remembers it in the (shared) cached entry. */
  private async touch(entry: CachedSession): Promise<void> {
    const { sessionId } = entry.session;
    if (this.touching.has(sessionId)) return;
    this.touching.add(sessionId);
    try {
      await typed(this.db).updateTable('sessions').set({ last_seen: sql<Date>`now()` }).where('id', '=', sessionId).execute();
      entry.lastSeenMs = Date.now();
    } finally {
      this.touching.delete(sessionId);
    }
  }

  /** Whether login session `sessionId` is still live (liveSessionSql); a read, never a touch. */
  async isLive(sessionId: number): Promise<boolean> {
    const row = await typed(this.db)
      .selectFrom('sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select('s.id')
      .where('s.id', '=', sessionId)
      // The one definition of a live session, shared with the raw-SQL token checks of other services.
      .where(sql<boolean>`${sql.raw(liveSessionSql('s', 'p'))}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks login session `sessionId` withdraw-only (a self-excluded player's limited session; docs/player-protection-operator.md). */
  async markWithdrawOnly(sessionId: number): Promise<void> {
    await typed(this.db).updateTable('sessions').set({ withdraw_only: true }).where('id', '=', sessionId).execute();
    this.cache.revokeSessions([sessionId]);
  }

  /** Deletes login session `sessionId`: a login refused after the session opened, before its token left the server. */
  async discard(sessionId: number): Promise<void> {
    await typed(this.db).deleteFrom('sessions').where('id', '=', sessionId).execute();
    this.cache.revokeSessions([sessionId]);
  }

  /** Ends the session of `token` (logout; see endSessions). True when a live session was ended. */
  async revoke(token: string): Promise<boolean> {
    const tokenHash = hashToken(token);
    const ended = await endSessions(this.db, { tokenHash });
    // The commit's notification drops it too; this process's next call must not wait for it.
    this.cache.forget(tokenHash);
    return ended.length > 0;
  }
}
