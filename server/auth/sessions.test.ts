import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@server/db/db';
import { createTestDb } from '@server/test/test-app';
import { IDLE_TIMEOUT_MS, SessionService, TOUCH_INTERVAL_MS, sessionIdleState, sessionMaxAge } from './sessions';

describe('sessionIdleState', () => {
  it('touches last_seen from 30 s of idleness on, and ends a session only after more than 24 h', () => {
    expect(TOUCH_INTERVAL_MS).toBe(30_000);
    expect(IDLE_TIMEOUT_MS).toBe(86_400_000);
    expect(sessionIdleState(0)).toBe('fresh');
    expect(sessionIdleState(29_999)).toBe('fresh');
    expect(sessionIdleState(30_000)).toBe('touch');
    expect(sessionIdleState(86_400_000)).toBe('touch');
    expect(sessionIdleState(86_400_001)).toBe('expired');
  });

  it('ends a session older than the absolute lifetime (30 days) however recently it was used', () => {
    expect(sessionMaxAge()).toBe(30 * 86_400_000);
    expect(sessionIdleState(0, 30 * 86_400_000)).toBe('fresh');
    expect(sessionIdleState(0, 30 * 86_400_000 + 1)).toBe('expired');
  });
});

describe('SessionService.resolve', () => {
  let db: Db;
  let sessions: SessionService;
  let playerId: number;
  const client = { ip: null, userAgent: null, fingerprint: null };

  beforeAll(async () => {
    db = await createTestDb();
    sessions = new SessionService(db);
    // The read model keeps entries only while change notifications arrive (on PostgreSQL: once something listens).
    await db.listen('read_models', () => undefined);
    [{ id: playerId }] = await db.query<{ id: number }>("SELECT id FROM players WHERE username = 'demouser'");
  });
  afterAll(() => db.close());

  /** A fresh session whose last_seen is `idle` (a Postgres interval) in the past. */
  async function sessionIdleFor(idle: string): Promise<{ token: string; id: number }> {
    const [player] = await db.query<{ id: number; usercode: string }>('SELECT id, usercode FROM players WHERE id = $1', [playerId]);
    const { token, session } = await sessions.create(db, player, client);
    await db.query('UPDATE sessions SET last_seen = now() - $2::interval WHERE id = $1', [session.sessionId, idle]);
    return { token, id: session.sessionId };
  }
  const idleSeconds = async (id: number) =>
    (await db.query<{ s: number }>('SELECT extract(epoch FROM now() - last_seen)::float8 AS s FROM sessions WHERE id = $1', [id]))[0].s;

  it('does not write last_seen within 30 s of the last write', async () => {
    const { token, id } = await sessionIdleFor('25 seconds');
    expect((await sessions.resolve(token))?.sessionId).toBe(id);
    expect(await idleSeconds(id)).toBeGreaterThanOrEqual(25);
  });

  it('writes last_seen once 30 s have passed', async () => {
    const { token, id } = await sessionIdleFor('31 seconds');
    expect((await sessions.resolve(token))?.sessionId).toBe(id);
    expect(await idleSeconds(id)).toBeLessThan(5);
  });

  it('keeps a session idle for just under 24 h alive (and touches it), ends one idle for just over', async () => {
    const alive = await sessionIdleFor('23 hours 59 minutes 50 seconds');
    expect((await sessions.resolve(alive.token))?.sessionId).toBe(alive.id);
    expect(await idleSeconds(alive.id)).toBeLessThan(5);
    const dead = await sessionIdleFor('24 hours 10 seconds');
    expect(await sessions.resolve(dead.token)).toBeNull();
    const [row] = await db.query<{ ended: boolean }>('SELECT ended_at IS NOT NULL AS ended FROM sessions WHERE id = $1', [dead.id]);
    expect(row.ended).toBe(true);
  });

  it('answers from memory without a promise (cached) only what resolve would answer with nothing to do', async () => {
    const fresh = await sessionIdleFor('5 seconds');
    // Not yet read: nothing in memory, the caller must resolve.
    expect(sessions.cached(fresh.token)).toBeUndefined();
    expect((await sessions.resolve(fresh.token))?.sessionId).toBe(fresh.id);
    expect(sessions.cached(fresh.token)?.sessionId).toBe(fresh.id);
    expect(sessions.cached('')).toBeUndefined();
    expect(sessions.cached('no-such-token')).toBeUndefined();
    // Due a last_seen write: kept, but resolve must run (it writes last_seen), so cached declines.
    const due = await sessionIdleFor('29 seconds');
    expect((await sessions.resolve(due.token))?.sessionId).toBe(due.id);
    const kept = sessions.cache.stats().hits;
    // The server's clock moves on 1.1 s (only Date is faked: the database keeps its own clock): the kept entry is now
    // due its last_seen write.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 1100);
      expect(sessions.cached(due.token)).toBeUndefined();
      expect(sessions.cache.stats().hits).toBe(kept);
      expect((await sessions.resolve(due.token))?.sessionId).toBe(due.id);
      expect(await idleSeconds(due.id)).toBeLessThan(5);
      expect(sessions.cached(due.token)?.sessionId).toBe(due.id);
    } finally {
      vi.useRealTimers();
    }
    // Ended: gone from memory at once.
    expect(await sessions.revoke(fresh.token)).toBe(true);
    expect(sessions.cached(fresh.token)).toBeUndefined();
  });

  it('never answers from memory for a player with a session-time limit (the watch must run on each call)', async () => {
    const { token, id } = await sessionIdleFor('0 seconds');
    await db.query("INSERT INTO player_limits (player_id, type, period, value) VALUES ($1, 'session', 'day', 120) ON CONFLICT DO NOTHING", [playerId]);
    try {
      sessions.cache.reset();
      expect((await sessions.resolve(token))?.sessionId).toBe(id);
      expect(sessions.cached(token)).toBeUndefined();
    } finally {
      await db.query("DELETE FROM player_limits WHERE player_id = $1 AND type = 'session'", [playerId]);
      sessions.cache.reset();
    }
  });

  it('answers a revoked token with null at once, even right after a resolve', async () => {
    const { token } = await sessionIdleFor('0 seconds');
    expect(await sessions.resolve(token)).not.toBeNull();
    expect(await sessions.revoke(token)).toBe(true);
    expect(await sessions.resolve(token)).toBeNull();
  });
});
