import { ReadModel } from '@server/platform/read-model';
import type { ListenerState, ReadModelStats } from '@server/platform/read-model';
import type { ReadModelChange, ReadModelSubscriber } from '@server/platform/read-models';
import type { ActiveSession } from './sessions';

/** Most login sessions one process keeps in memory (≈ 0.5 KB each): far more than the tabs one process serves. */
export const SESSION_CACHE_MAX = 50_000;
/** Longest a cached session is trusted without a notification, ms (the safety net of ReadModelOptions.ttlMs). */
export const SESSION_CACHE_TTL_MS = 5 * 60_000;

/** A live login session as one process remembers it, keyed by its token's SHA-256 (the token itself is never kept). */
export interface CachedSession {
  session: ActiveSession;
  /**
   * When last_seen was last known to be written, by this process's clock (ms since the epoch): at load,
   * Date.now() − the idle time the database measured on its own clock, so the two clocks never mix.
   */
  lastSeenMs: number;
  /** When the session started (its login), by this process's clock, measured like lastSeenMs: its absolute lifetime. */
  startedMs: number;
  /** Whether the player has a session-time limit: his requests then run the session watch (docs/protection-enforcement.md). */
  sessionLimited: boolean;
}

/**
 * The session read model (docs/read-models.md): live sessions by token hash, with indexes by session
 * and by player so that a change announced for either drops every entry it concerns. Dropped on: a session ending or
 * a player leaving 'active' (hub fan-out envelopes of migration 095, `revokeSessions` / `revokePlayer`), a session's
 * withdraw-only flag or aged last_seen ('s'), a player's session-time limit ('p'); cleared when the LISTEN connection
 * is back after a loss.
 */
export class SessionCache implements ReadModelSubscriber {
  private readonly model: ReadModel<string, CachedSession>;
  private readonly bySession = new Map<number, string>();
  private readonly byPlayer = new Map<number, Set<string>>();

  constructor(listenerState: ListenerState, options: { max?: number; ttlMs?: number } = {}) {
    this.model = new ReadModel<string, CachedSession>({
      max: options.max ?? SESSION_CACHE_MAX,
      ttlMs: options.ttlMs ?? SESSION_CACHE_TTL_MS,
      listenerState,
      onKeep: (value, tokenHash) => {
        this.bySession.set(value.session.sessionId, tokenHash);
        let tokens = this.byPlayer.get(value.session.playerId);
        if (!tokens) this.byPlayer.set(value.session.playerId, (tokens = new Set()));
        tokens.add(tokenHash);
      },
      onRemove: (value, tokenHash) => {
        if (this.bySession.get(value.session.sessionId) === tokenHash) this.bySession.delete(value.session.sessionId);
        const tokens = this.byPlayer.get(value.session.playerId);
        tokens?.delete(tokenHash);
        if (tokens?.size === 0) this.byPlayer.delete(value.session.playerId);
      },
    });
  }

  /** The cached session of `tokenHash`, else `load()`'s (see ReadModel.get). */
  get(tokenHash: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return this.model.get(tokenHash, load);
  }

  /** The cached entry of `tokenHash` when `usable`, else undefined, without loading (see ReadModel.cached). */
  cached(tokenHash: string, usable: (entry: CachedSession) => boolean): CachedSession | undefined {
    return this.model.cached(tokenHash, usable);
  }

  /** Drops one token's entry (this process ended or found the session dead). */
  forget(tokenHash: string): void {
    this.model.invalidate(tokenHash);
  }

  /** Drops the entries of these login sessions (they ended, on any process). */
  revokeSessions(sessionIds: readonly number[]): void {
    // A load under way may be one of them, read before the end committed; its token is not indexed yet.
    this.model.spoilLoading();
    for (const id of sessionIds) {
      const tokenHash = this.bySession.get(id);
      if (tokenHash !== undefined) this.model.invalidate(tokenHash);
    }
  }

  /** Drops every entry of a player. */
  revokePlayer(playerId: number): void {
    this.model.spoilLoading();
    for (const tokenHash of [...(this.byPlayer.get(playerId) ?? [])]) this.model.invalidate(tokenHash);
  }

  changed(change: ReadModelChange): void {
    if (change.kind === 's') this.revokeSessions([change.id]);
    else if (change.kind === 'p') this.revokePlayer(change.id);
  }

  reset(): void {
    this.model.clear();
  }

  /** Hits, misses, discarded loads, size; `indexed`: entries of the by-session index (equals size when consistent). */
  stats(): ReadModelStats & { indexed: number; players: number } {
    return { ...this.model.stats(), indexed: this.bySession.size, players: this.byPlayer.size };
  }
}
