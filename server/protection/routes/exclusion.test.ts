import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { DATE_TIME, DAY, advance, deposit, login } from './protection-test-support';

/** Time-out and self-exclusion: sessions end, login/deposit/play refused until the end, never shortened. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exclude = (token: string, kind: string, period: string, locale: 'tr' | 'en' = 'en') =>
  call(t.app, 'POST', '/api/protection/exclude', { token, body: { kind, period }, locale });

describe('time-out', () => {
  it('ends every session at once, refuses login until it ends, then allows it again', async () => {
    const p = await registerPlayer(t.app);
    const other = (await login(t.app, p.username, p.password)).body.data as { token: string };
    const r = await exclude(p.token, 'timeout', '24h');
    expect(r.status).toBe(200);
    const until = (r.body.data as { until: string }).until;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(DAY - 10_000);
    expect(r.body.message).toMatch(
      new RegExp(`^Your account is closed for play until ${DATE_TIME.source}\\. You have been logged out\\.$`),
    );
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: other.token })).status).toBe(401);
    const refused = await login(t.app, p.username, p.password);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      new RegExp(
        `^You have taken a time-out until ${DATE_TIME.source}\\. Login, deposits and play are not possible before then\\.$`,
      ),
    );
    const tr = await login(t.app, p.username, p.password, 'tr');
    expect(tr.body.message).toMatch(/tarihine kadar mola verdiniz/);
    const [{ open }] = await t.db.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM sessions WHERE player_id = $1 AND ended_at IS NULL',
      [p.id],
    );
    expect(open).toBe(0);
    // A wrong password is told as wrong, not as a time-out: the exclusion is no one else's business.
    expect((await login(t.app, p.username, 'wrong-password')).body.message).toBe('Username or password is incorrect.');
    await advance(t.app, p.username, DAY - 60_000);
    expect((await login(t.app, p.username, p.password)).status).toBe(400);
    await advance(t.app, p.username, 61_000);
    expect((await login(t.app, p.username, p.password)).status).toBe(200);
  });

  it('refuses deposit and play for a session that somehow survived (belt and braces)', async () => {
    const p = await registerPlayer(t.app);
    await t.db.query(
      "INSERT INTO player_exclusions (player_id, kind, period, starts_at, ends_at) VALUES ($1, 'timeout', '7d', now(), now() + interval '7 days')",
      [p.id],
    );
    const dep = await deposit(t.app, p.token, 50);
    expect(dep.status).toBe(400);
    expect(dep.body.message).toMatch(/^You have taken a time-out until/);
    const launch = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', {
      token: p.token,
      body: { code: 'pp-001' },
      locale: 'en',
    });
    expect(launch.status).toBe(400);
  });

  it('refuses a period the profile does not offer for the kind, naming the field', async () => {
    const p = await registerPlayer(t.app);
    const r = await exclude(p.token, 'timeout', '6m');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Choose one of these periods: 24h, 7d, 30d.');
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    const bad = await exclude(p.token, 'holiday', '24h');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^(Type|Tür) /);
  });
});

describe('self-exclusion', () => {
  it('permanent never ends, whatever the clock does', async () => {
    const p = await registerPlayer(t.app);
    const r = await exclude(p.token, 'selfExclusion', 'permanent');
    expect(r.body.data).toEqual({ until: null });
    for (let i = 0; i < 6; i++) await advance(t.app, p.username, 366 * DAY);
    const refused = await login(t.app, p.username, p.password);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'You have excluded yourself permanently. Login, deposits and play are no longer possible.',
    );
  });

  it('cannot be shortened by a later, shorter exclusion', async () => {
    const p = await registerPlayer(t.app);
    await exclude(p.token, 'selfExclusion', '6m');
    // Logged out by the exclusion: a shorter time-out cannot even be asked for; stored directly it changes nothing.
    await t.db.query(
      "INSERT INTO player_exclusions (player_id, kind, period, starts_at, ends_at) VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day')",
      [p.id],
    );
    await advance(t.app, p.username, 2 * DAY);
    const refused = await login(t.app, p.username, p.password);
    expect(refused.body.message).toMatch(/^You have excluded yourself until/);
  });
});
