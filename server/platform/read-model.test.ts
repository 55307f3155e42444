import { describe, expect, it } from 'vitest';
import { ReadModel } from './read-model';
import { parseReadModelChange } from './read-models';
import { SESSION_CACHE_MAX, SessionCache } from '@server/auth/session-cache';
import type { CachedSession } from '@server/auth/session-cache';

/** A promise and its resolve, to hold a load open while the test changes things. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function model(state: { listener: 'up' | 'down' } = { listener: 'up' }, max = 100, ttlMs = 60_000) {
  return new ReadModel<number, { value: string }>({ max, ttlMs, listenerState: () => state.listener });
}

describe('ReadModel', () => {
  it('loads once, then answers from memory', async () => {
    const cache = model();
    let loads = 0;
    const load = async () => ({ value: `v${++loads}` });
    expect(await cache.get(1, load)).toEqual({ value: 'v1' });
    expect(await cache.get(1, load)).toEqual({ value: 'v1' });
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = model();
    const gate = deferred<{ value: string }>();
    let loads = 0;
    const load = () => (loads++, gate.promise);
    const both = Promise.all([cache.get(1, load), cache.get(1, load)]);
    gate.resolve({ value: 'a' });
    expect(await both).toEqual([{ value: 'a' }, { value: 'a' }]);
    expect(loads).toBe(1);
  });

  it('does not keep a load that was running when its key was invalidated, and the next miss loads anew', async () => {
    const cache = model();
    const old = deferred<{ value: string }>();
    const first = cache.get(1, () => old.promise);
    cache.invalidate(1); // the change committed while the load read the row
    const fresh = cache.get(1, async () => ({ value: 'new' }));
    old.resolve({ value: 'old' });
    expect(await first).toEqual({ value: 'old' }); // its own caller still gets what it read
    expect(await fresh).toEqual({ value: 'new' });
    expect(await cache.get(1, async () => ({ value: 'never' }))).toEqual({ value: 'new' });
    expect(cache.stats().discarded).toBe(1);
  });

  it('spoilLoading() and clear() spoil every load under way', async () => {
    const cache = model();
    const a = deferred<{ value: string }>();
    const b = deferred<{ value: string }>();
    const loads = [cache.get(1, () => a.promise), cache.get(2, () => b.promise)];
    cache.spoilLoading();
    a.resolve({ value: 'a' });
    b.resolve({ value: 'b' });
    await Promise.all(loads);
    expect(cache.stats().size).toBe(0);
    await cache.get(3, async () => ({ value: 'c' }));
    cache.clear();
    expect(cache.peek(3)).toBeUndefined();
  });

  it('never keeps null (a made-up key) and keeps nothing while notifications are down', async () => {
    const state: { listener: 'up' | 'down' } = { listener: 'down' };
    const cache = model(state);
    expect(await cache.get(1, async () => null)).toBeNull();
    expect(await cache.get(2, async () => ({ value: 'x' }))).toEqual({ value: 'x' });
    expect(cache.stats().size).toBe(0);
    // Down when the load started, up when it ended: still not kept (a change may have gone unannounced).
    const gate = deferred<{ value: string }>();
    const pending = cache.get(3, () => gate.promise);
    state.listener = 'up';
    gate.resolve({ value: 'y' });
    await pending;
    expect(cache.peek(3)).toBeUndefined();
    await cache.get(3, async () => ({ value: 'z' }));
    expect(cache.peek(3)).toEqual({ value: 'z' });
  });

  it('forgets an entry after its time to live even without a notification', async () => {
    let now = 1_000;
    const cache = new ReadModel<number, { value: string }>({ max: 100, ttlMs: 30, listenerState: () => 'up', now: () => now });
    await cache.get(1, async () => ({ value: 'old' }));
    now += 29;
    expect(await cache.get(1, async () => ({ value: 'new' }))).toEqual({ value: 'old' });
    now += 31;
    expect(await cache.get(1, async () => ({ value: 'new' }))).toEqual({ value: 'new' });
  });

  it('stays bounded: 100,000 keys leave at most `max` entries, the most recently used', async () => {
    const cache = model({ listener: 'up' }, 1_000);
    for (let key = 1; key <= 100_000; key += 1) await cache.get(key, async () => ({ value: String(key) }));
    expect(cache.stats().size).toBe(1_000);
    expect(cache.peek(100_000)).toEqual({ value: '100000' });
    expect(cache.peek(1)).toBeUndefined();
  });
});

describe('read-model notifications', () => {
  it('parses the payloads of migration 160 and refuses anything else', () => {
    expect(parseReadModelChange('w:42')).toEqual({ kind: 'w', id: 42 });
    expect(parseReadModelChange('s:1')).toEqual({ kind: 's', id: 1 });
    expect(parseReadModelChange('p:9007199254740991')).toEqual({ kind: 'p', id: 9007199254740991 });
    for (const bad of ['', 'w', 'w:', 'w:0', 'w:-1', 'x:1', 'w:1 ', 'w:01', 'w:1e3', 'w:99999999999999999', '{"to":"all"}']) {
      expect(parseReadModelChange(bad), bad).toBeNull();
    }
  });
});

function cachedSession(sessionId: number, playerId: number): CachedSession {
  return {
    session: { sessionId, playerId, betsyCid: `cid-${sessionId}` },
    lastSeenMs: Date.now(),
    startedMs: Date.now(),
    sessionLimited: false,
  };
}

describe('SessionCache', () => {
  it('drops by session id and by player, with a load under way spoiled too', async () => {
    const cache = new SessionCache(() => 'up');
    await cache.get('t1', async () => cachedSession(1, 10));
    await cache.get('t2', async () => cachedSession(2, 10));
    await cache.get('t3', async () => cachedSession(3, 11));
    cache.revokeSessions([1]);
    expect(cache.stats()).toMatchObject({ size: 2, indexed: 2, players: 2 });
    cache.changed({ kind: 'p', id: 10 });
    expect(cache.stats()).toMatchObject({ size: 1, indexed: 1, players: 1 });
    // Session 4's token is still loading when its end is announced: not kept.
    const gate = deferred<CachedSession>();
    const pending = cache.get('t4', () => gate.promise);
    cache.changed({ kind: 's', id: 4 });
    gate.resolve(cachedSession(4, 12));
    await pending;
    expect(cache.stats()).toMatchObject({ size: 1, indexed: 1 });
    cache.reset();
    expect(cache.stats()).toMatchObject({ size: 0, indexed: 0, players: 0 });
  });

  it(`stays bounded with 100,000 sessions: at most ${SESSION_CACHE_MAX.toLocaleString('en')} kept, indexes in step`, async () => {
    const cache = new SessionCache(() => 'up');
    const heapBefore = process.memoryUsage().heapUsed;
    for (let id = 1; id <= 100_000; id += 1) await cache.get(`token-hash-${id}`, async () => cachedSession(id, 1 + (id % 40_000)));
    const stats = cache.stats();
    expect(stats.size).toBe(SESSION_CACHE_MAX);
    expect(stats.indexed).toBe(SESSION_CACHE_MAX);
    expect(stats.players).toBeLessThanOrEqual(SESSION_CACHE_MAX);
    // Evicted sessions' announcements find nothing; the newest are still answered from memory.
    cache.revokeSessions([1, 2, 3]);
    expect(cache.stats().size).toBe(SESSION_CACHE_MAX);
    expect(await cache.get('token-hash-100000', async () => null)).not.toBeNull();
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    console.log(`session cache: ${stats.size} entries after 100,000 sessions, heap +${grownMb.toFixed(1)} MB`);
  });
});
