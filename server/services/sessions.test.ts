import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../test/test-app.ts';
import { IDLE_TIMEOUT_MS, SessionService, TOUCH_INTERVAL_MS, sessionIdleState } from './sessions.ts';

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
});

describe('SessionService.resolve', () => {
  let db: Db;
  let sessions: SessionService;
  let playerId: number;
  const client = { ip: null, userAgent: null, fingerprint: null };

  beforeAll(async () => {
    db = await createTestDb();
    sessions = new SessionService(db);
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

  it('answers a revoked token with null at once, even right after a resolve', async () => {
    const { token } = await sessionIdleFor('0 seconds');
    expect(await sessions.resolve(token)).not.toBeNull();
    expect(await sessions.revoke(token)).toBe(true);
    expect(await sessions.resolve(token)).toBeNull();
  });
});
