import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealityCheckState } from '@contracts/types/protection/reality-check';
import type { SessionSummary } from '@contracts/types/protection/session-summary';
import { buildApp } from '@server/app';
import { registerPlayer } from '@server/test/account-helpers';
import { launchSlot } from '@server/test/money-helpers';
import { call, createTestApp, createTestDb } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { advance } from './protection-test-support';
import { withoutGameCycle } from '@server/test/protection-profiles';

/** Reality check, session summary and the test clock. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
});
afterAll(() => t.close());

const MIN = 60_000;

describe('reality check', () => {
  it('stores an offered interval, is due every interval since login, and continue schedules the next one', async () => {
    const p = await registerPlayer(t.app);
    const set = await call(t.app, 'POST', '/api/protection/realitycheck', {
      token: p.token,
      body: { intervalMinutes: 15 },
      locale: 'en',
    });
    expect(set.status).toBe(200);
    const state = set.body.data as RealityCheckState;
    expect(state.intervalMinutes).toBe(15);
    expect(Date.parse(state.nextDueAt ?? '') - Date.parse(state.sessionStartedAt)).toBe(15 * MIN);
    await advance(t.app, p.username, 16 * MIN);
    const ack = await call(t.app, 'POST', '/api/protection/realitycheckack', {
      token: p.token,
      body: { action: 'continue' },
    });
    const next = (ack.body.data as { nextDueAt: string }).nextDueAt;
    const started = Date.parse(
      (
        (await call(t.app, 'GET', '/api/protection/status', { token: p.token })).body.data as {
          realityCheck: RealityCheckState;
        }
      ).realityCheck.sessionStartedAt,
    );
    expect(Date.parse(next) - started).toBe(30 * MIN);
  });

  it('refuses an interval the profile does not offer, naming the field; null switches it off', async () => {
    const p = await registerPlayer(t.app);
    const bad = await call(t.app, 'POST', '/api/protection/realitycheck', {
      token: p.token,
      body: { intervalMinutes: 20 },
      locale: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a reality check every 15, 30, 60 minutes, or switch reality checks off.');
    const off = await call(t.app, 'POST', '/api/protection/realitycheck', {
      token: p.token,
      body: { intervalMinutes: null },
    });
    expect(off.body.data).toMatchObject({ intervalMinutes: null, nextDueAt: null });
  });

  it('bad bodies are 400 naming the field', async () => {
    const p = await registerPlayer(t.app);
    const interval = await call(t.app, 'POST', '/api/protection/realitycheck', { token: p.token, body: { intervalMinutes: 'soon' }, locale: 'en' });
    expect(interval.status).toBe(400);
    expect(interval.body.message).toMatch(/^Reality check interval /);
    const ack = await call(t.app, 'POST', '/api/protection/realitycheckack', { token: p.token, body: { action: 'stay' }, locale: 'en' });
    expect(ack.status).toBe(400);
    expect(ack.body.message).toMatch(/^(Action|İşlem) /);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
  });

  it('logout from the reality check ends the session', async () => {
    const p = await registerPlayer(t.app);
    const r = await call(t.app, 'POST', '/api/protection/realitycheckack', {
      token: p.token,
      body: { action: 'logout' },
    });
    expect(r.body.data).toEqual({ nextDueAt: null });
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/protection/realitycheckack', { token: p.token, body: { action: 'stay' } }))
        .status,
    ).toBe(401);
  });
});

describe('session summary', () => {
  it('elapsed time since login and bets, wins, net (lira) since login', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
    const game = await launchSlot(t.app, p.token);
    const spins = [];
    for (let i = 0; i < 5; i++)
      spins.push(
        (await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 2 } })).body.data as {
          win: number;
        },
      );
    await advance(t.app, p.username, 90_000);
    const summary = (await call(t.app, 'GET', '/api/protection/sessionsummary', { token: p.token })).body
      .data as SessionSummary;
    const wins = spins.reduce((sum, s) => sum + s.win, 0);
    expect(summary.bets).toBe(10);
    expect(summary.wins).toBeCloseTo(wins, 2);
    expect(summary.net).toBeCloseTo(wins - 10, 2);
    expect(summary.elapsedSeconds).toBeGreaterThanOrEqual(90);
    expect(summary.elapsedSeconds).toBeLessThan(150);
  });
});

describe('test clock', () => {
  it('moves only that player; 404 for an unknown username and 400 for a bad body', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const startOf = async (token: string) =>
      Date.parse(
        ((await call(t.app, 'GET', '/api/protection/sessionsummary', { token })).body.data as SessionSummary)
          .sessionStartedAt,
      );
    const bBefore = await startOf(b.token);
    const moved = await call(t.app, 'POST', '/api/test/clock', {
      body: { username: a.username, advanceMs: 3_600_000 },
    });
    expect(moved.body.data).toMatchObject({ offsetMs: 3_600_000 });
    expect(Date.now() - (await startOf(a.token))).toBeGreaterThanOrEqual(3_600_000);
    expect(await startOf(b.token)).toBe(bBefore);
    expect(
      (await call(t.app, 'POST', '/api/test/clock', { body: { username: 'nobody-here', advanceMs: 1 } })).status,
    ).toBe(404);
    const bad = await call(t.app, 'POST', '/api/test/clock', {
      body: { username: a.username, advanceMs: -5 },
      locale: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Clock shift /);
  });

  it('does not exist in production', async () => {
    const db = await createTestDb();
    const app = await buildApp({ db, mode: 'production', distDir: '/nonexistent-dist' });
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { username: 'demouser', advanceMs: 1000 },
      });
      expect(r.statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
