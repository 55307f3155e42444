import { LRUCache } from 'lru-cache';

/** What a ReadModel asks before it keeps anything: whether change notifications currently arrive (Db.listenerState). */
export type ListenerState = () => 'up' | 'down';

export interface ReadModelOptions<K, V extends object> {
  /** Most entries kept; the least recently used one goes first (bounded whatever the traffic; docs/read-models.md). */
  max: number;
  /**
   * Longest an entry is trusted, ms, even when no notification dropped it: the safety net for a change made behind
   * the triggers' back. Notifications, not this, make changes visible (within ~1 s).
   */
  ttlMs: number;
  /** Whether notifications arrive; while 'down' every read goes to the loader and nothing is kept. */
  listenerState: ListenerState;
  /** Called when an entry is kept, e.g. to keep a secondary index. */
  onKeep?: (value: V, key: K) => void;
  /** Called when an entry leaves (evicted, expired, invalidated, cleared, replaced), e.g. to keep a secondary index. */
  onRemove?: (value: V, key: K) => void;
  /** The clock `ttlMs` counts on, ms; performance.now by default (a test passes its own). */
  now?: () => number;
}

/** Counters of one read model since start (figures for docs/performance.md and tests). */
export interface ReadModelStats {
  hits: number;
  misses: number;
  /** Loads whose result was not kept because the key changed while they ran (or notifications were down). */
  discarded: number;
  size: number;
}

/**
 * An in-process cache of rows that change rarely compared with how often they are read (docs/read-models.md; the
 * sessions, wallet balances and favourites of docs/read-models.md). Correct under concurrent change because:
 * - a key is dropped by `invalidate` — called by this process's own writes and by the database's change
 *   notifications (every process, at commit, server/platform/read-models.ts);
 * - a load that was running when its key was invalidated returns its value to its caller but does not keep it
 *   (it may have read the row before the change committed);
 * - nothing is kept while the LISTEN connection is down, and `clear()` runs when it is back (changes made meanwhile
 *   were never announced);
 * - concurrent misses of one key share one load.
 * A loader that resolves `null` (no such row) is never kept: made-up keys cannot fill the cache.
 */
export class ReadModel<K extends string | number, V extends object> {
  private readonly entries: LRUCache<K, V>;
  /** Loads under way, by key; `stale` is set when the key is invalidated meanwhile. */
  private readonly loading = new Map<K, { promise: Promise<V | null>; stale: boolean }>();
  private readonly counts = { hits: 0, misses: 0, discarded: 0 };

  constructor(private readonly options: ReadModelOptions<K, V>) {
    this.entries = new LRUCache<K, V>({
      max: options.max,
      ttl: options.ttlMs,
      ttlAutopurge: false,
      // A given clock is read at every check (no 1 ms reading cache), so a test moves time exactly.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      dispose: options.onRemove ? (value, key) => options.onRemove?.(value, key) : undefined,
    });
  }

  /** The cached value of `key`, else `load()`'s (kept when it is not null and nothing changed meanwhile). */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.counts.hits += 1;
      return cached;
    }
    this.counts.misses += 1;
    const running = this.loading.get(key);
    if (running) return running.promise;
    const flight = { promise: load(), stale: this.options.listenerState() !== 'up' };
    this.loading.set(key, flight);
    try {
      const value = await flight.promise;
      if (value !== null && !flight.stale && this.options.listenerState() === 'up') {
        this.entries.set(key, value);
        this.options.onKeep?.(value, key);
      } else if (value !== null) this.counts.discarded += 1;
      return value;
    } finally {
      if (this.loading.get(key) === flight) this.loading.delete(key);
    }
  }

  /**
   * The cached value of `key` without loading when `usable(value)` says it serves as it is, counted as a hit;
   * undefined (and nothing counted) otherwise: the caller then goes through `get`, which counts it. The synchronous
   * path of a hot read.
   */
  cached(key: K, usable: (value: V) => boolean): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || !usable(value)) return undefined;
    this.counts.hits += 1;
    return value;
  }

  /** The cached value without loading (undefined when absent); does not count as a hit. */
  peek(key: K): V | undefined {
    return this.entries.peek(key);
  }

  /** Drops `key` and spoils a load of it under way (a later miss starts a new load rather than join that one). */
  invalidate(key: K): void {
    const running = this.loading.get(key);
    if (running) {
      running.stale = true;
      this.loading.delete(key);
    }
    this.entries.delete(key);
  }

  /**
   * Spoils every load under way without dropping kept entries: for a change whose keys cannot be named (a session
   * revoked by id while its token's entry is still loading).
   */
  spoilLoading(): void {
    for (const running of this.loading.values()) running.stale = true;
    this.loading.clear();
  }

  /** Drops everything and spoils every load under way. */
  clear(): void {
    this.spoilLoading();
    this.entries.clear();
  }

  stats(): ReadModelStats {
    return { ...this.counts, size: this.entries.size };
  }
}
