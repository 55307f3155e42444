import { describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { connectHub } from '@server/test/hub-helpers';
import { firstSelection, launchSlot } from '@server/test/money-helpers';
import { call, createTestApp, suiteApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';
import { DATE_TIME, advance, deposit, login, setLimit } from './protection-test-support';

/**
 * Session time counts game and sportsbook activity; a used-up session-time limit ends the
 * session everywhere (site token, hub sockets, game and sportsbook tokens) saying why and until when; the warning at
 * warnAtPercent exists for session time too, once per limit and window.
 */
const t = suiteApp({ listen: true });

const spin = (game: string) => call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 1 }, locale: 'en' });
const notes = (playerId: number) =>
  t.db.query<{ note: string }>('SELECT note FROM notifications WHERE player_id = $1 AND type = 5 ORDER BY id', [playerId]);

/** A player with ₺100, a daily session limit of `minutes`, a running slot and his betco token. */
async function playing(minutes: number) {
  const p = await registerPlayer(t.app);
  await t.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
  await setLimit(t.app, p.token, 'session', 'day', minutes);
  const game = await launchSlot(t.app, p.token);
  const betco = ((await call(t.app, 'GET', '/api/sportsbook/token?provider=betco', { token: p.token })).body.data as { token: string }).token;
  return { p, game, betco };
}

describe('session time counts game activity and ends everywhere at the limit', () => {
  it('a game left running while the site is quiet is counted, and the limit ends site, hub, game and sportsbook', async () => {
    const { p, game, betco } = await playing(10);
    const socket = await connectHub(t.base, p.token);
    // 11 minutes since login, the last SITE call 6 minutes ago (beyond the 5 min idle grace): the
    // session counts up to now (11 of 10 minutes), not only up to that site call (5 of 10), so the spin is refused.
    await t.db.query(
      "UPDATE sessions SET created_at = now() - interval '11 minutes', last_seen = now() - interval '6 minutes' WHERE player_id = $1",
      [p.id],
    );
    const refused = await spin(game);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(new RegExp(`^Your session time limit is used up, .* You can log in again from ${DATE_TIME.source} \\(Istanbul time\\)\\.$`));
    expect(refused.body.data).toMatchObject({ reason: 'sessionLimit' });
    // Every token of the session is dead, each saying why.
    const site = await call(t.app, 'GET', '/api/protection/status', { token: p.token, locale: 'tr' });
    expect(site.status).toBe(401);
    expect(site.body.message).toMatch(/^Oturum süresi limitiniz doldu/);
    expect((site.body.data as { until: string }).until).toMatch(/^\d{4}-\d\d-\d\dT/);
    const bet = await call(t.app, 'POST', '/demo/sportsbook/betco/api/account', { body: { token: betco }, locale: 'en' });
    expect(bet.status).toBe(401);
    expect(bet.body.message).toMatch(/^Your session time limit is used up/);
    await socket.closed;
    const [row] = await t.db.query<{ end_reason: string }>('SELECT end_reason FROM sessions WHERE player_id = $1', [p.id]);
    expect(row.end_reason).toBe('sessionLimit');
  });

  it('a sportsbook call counts as activity too, and a site call ends the session once the limit is reached', async () => {
    const { p, betco } = await playing(10);
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '6 minutes' WHERE player_id = $1", [p.id]);
    expect((await call(t.app, 'POST', '/demo/sportsbook/betco/api/account', { body: { token: betco }, locale: 'en' })).status).toBe(200);
    const [{ fresh }] = await t.db.query<{ fresh: boolean }>("SELECT last_seen > now() - interval '1 minute' AS fresh FROM sessions WHERE player_id = $1", [p.id]);
    expect(fresh).toBe(true);
    await advance(t.app, p.username, 10 * 60_000);
    const site = await call(t.app, 'GET', '/api/user/balance', { token: p.token, locale: 'en' });
    expect(site.status).toBe(401);
    expect(site.body.data).toMatchObject({ reason: 'sessionLimit' });
    const again = await login(t.app, p.username, p.password);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^You have used your daily session time limit of 10 minutes\. You can log in again from /);
  });

  it('a time-out tells every other tab why its token died and until when', async () => {
    const p = await registerPlayer(t.app);
    const other = ((await login(t.app, p.username, p.password)).body.data as { token: string }).token;
    await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '24h' } });
    const tab = await call(t.app, 'GET', '/api/user/balance', { token: other, locale: 'en' });
    expect(tab.status).toBe(401);
    expect(tab.body.message).toMatch(new RegExp(`^Your time-out or self-exclusion is in force until ${DATE_TIME.source} \\(Istanbul time\\)`));
    expect(tab.body.data).toMatchObject({ reason: 'exclusion' });
  });

  it('with sessionTime.endAtLimit off the spin is only refused and the session lives on', async () => {
    const profile = loadProtectionProfile();
    const off = await createTestApp({ compliance: { ...profile, sessionTime: { ...profile.sessionTime, endAtLimit: false } } });
    try {
      const p = await registerPlayer(off.app);
      await off.app.wallet.credit(p.id, 'deposit', 10_000, 'test');
      await setLimit(off.app, p.token, 'session', 'day', 10);
      const game = await launchSlot(off.app, p.token);
      await advance(off.app, p.username, 11 * 60_000);
      const r = await call(off.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 1 }, locale: 'en' });
      expect(r.status).toBe(400);
      expect((await call(off.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('limit warnings', () => {
  it('warns once at 80% of a session-time limit', async () => {
    const { p } = await playing(10);
    await advance(t.app, p.username, 8.5 * 60_000);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    await advance(t.app, p.username, 30_000);
    expect((await call(t.app, 'GET', '/api/user/balance', { token: p.token })).status).toBe(200);
    expect(await notes(p.id)).toEqual([{ note: 'Günlük 10 dakikalık oturum süresi limitinizin %85 kadarını kullandınız.' }]);
  });

  it('a loss that dips below 80% and crosses it again does not warn twice', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 50_000, 'test');
    await setLimit(t.app, p.token, 'loss', 'day', 100);
    const selection = await firstSelection(t.app, 'betco');
    const betco = ((await login(t.app, p.username, p.password)).body.data as { betcoToken: string }).betcoToken;
    const bet = (stake: number) =>
      call(t.app, 'POST', '/demo/sportsbook/betco/api/bet', { locale: 'en', body: { token: betco, selectionId: selection.id, stake, odds: selection.odds } });
    expect((await bet(80)).status).toBe(200);
    await t.app.wallet.credit(p.id, 'win', 1_000, 'sportsbook:test-win');
    expect((await bet(10)).status).toBe(200);
    expect(await notes(p.id)).toEqual([{ note: 'You have used 80% of your daily loss limit.' }]);
  });

  it('concurrent movements crossing the same limit send one warning (the claim is one database row)', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'day', 100);
    expect((await deposit(t.app, p.token, 90)).status).toBe(200);
    const guard = t.app.protection.guard;
    const ticket = { playerId: p.id, locale: 'en' as const, before: [{ type: 'deposit' as const, period: 'day' as const, limit: 10_000, used: 0 }] };
    // Usage now reads 90 of 100 for every ticket: each would have warned before the claim row existed.
    await Promise.all(Array.from({ length: 8 }, () => guard.afterCommit(t.db, ticket)));
    expect(await notes(p.id)).toHaveLength(1);
  });
});
