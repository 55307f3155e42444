import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { firstSelection, launchSlot } from '@server/test/money-helpers';
import { TEST_DATABASE_URL } from '@server/test/postgres';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';
import type { ProtectionProfile } from '@server/protection/profile';
import { advance } from './protection-test-support';

/**
 * The reality check and the minimum game cycle are enforced by the server, not only shown.
 * The committed profile (config/site.json) has realityCheck.enforced on and gameCycle.minMs 2500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spinIn = (app: TestApp, game: string) =>
  call(app.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 1 }, locale: 'en' });
/** Lets the player's next spin pass the game cycle (his last spin start moved 3 s back). */
const cycleOver = (app: TestApp, playerId: number) =>
  app.db.query("UPDATE player_protection SET last_spin_at = last_spin_at - interval '3 seconds' WHERE player_id = $1", [playerId]);

async function player(app: TestApp) {
  const p = await registerPlayer(app.app);
  await app.app.wallet.credit(p.id, 'deposit', 50_000, 'test');
  return p;
}

describe('reality check enforced by the server', () => {
  it('refuses spins and bets while a check is due and unacknowledged; Continue lets play go on', async () => {
    const p = await player(t);
    await call(t.app, 'POST', '/api/protection/realitycheck', { token: p.token, body: { intervalMinutes: 15 } });
    const game = await launchSlot(t.app, p.token);
    const selection = await firstSelection(t.app, 'betco');
    const betco = ((await call(t.app, 'GET', '/api/sportsbook/token?provider=betco', { token: p.token })).body.data as { token: string }).token;
    const bet = () =>
      call(t.app, 'POST', '/demo/sportsbook/betco/api/bet', { locale: 'en', body: { token: betco, selectionId: selection.id, stake: 1, odds: selection.odds } });
    expect((await spinIn(t, game)).status).toBe(200);
    await advance(t.app, p.username, 16 * 60_000);
    await cycleOver(t, p.id);
    const refused = await spinIn(t, game);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Reality check: you have been playing for 1[67] min\. Please confirm the reality check on the site/);
    expect(refused.body.data).toEqual({ reason: 'realityCheckDue' });
    expect((await bet()).status).toBe(400);
    const launch = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { token: p.token, body: { code: 'pp-001' }, locale: 'tr' });
    expect(launch.body.message).toMatch(/^Gerçeklik kontrolü: 1[67] dk süredir oynuyorsunuz/);
    const ack = await call(t.app, 'POST', '/api/protection/realitycheckack', { token: p.token, body: { action: 'continue' } });
    expect(ack.status).toBe(200);
    expect((await spinIn(t, game)).status).toBe(200);
    expect((await bet()).status).toBe(200);
  });

  it('a default interval in the profile is on for a new player who never chose one; enforced off only shows it', async () => {
    const profile = loadProtectionProfile();
    const withDefault = (enforced: boolean): ProtectionProfile => ({ ...profile, realityCheck: { ...profile.realityCheck, defaultMinutes: 30, enforced } });
    for (const enforced of [true, false]) {
      const app = await createTestApp({ compliance: withDefault(enforced) });
      try {
        const p = await player(app);
        const game = await launchSlot(app.app, p.token);
        await advance(app.app, p.username, 31 * 60_000);
        const status = (await call(app.app, 'GET', '/api/protection/status', { token: p.token })).body.data as { realityCheck: { intervalMinutes: number } };
        expect(status.realityCheck.intervalMinutes).toBe(30);
        expect((await spinIn(app, game)).status).toBe(enforced ? 400 : 200);
      } finally {
        await app.close();
      }
    }
  });
});

describe(`minimum game cycle (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('refuses the next spin of the same player sooner than gameCycle.minMs after the last one, not another player', async () => {
    const p = await player(t);
    const q = await player(t);
    const game = await launchSlot(t.app, p.token);
    const other = await launchSlot(t.app, q.token);
    expect((await spinIn(t, game)).status).toBe(200);
    const fast = await spinIn(t, game);
    expect(fast.status).toBe(400);
    expect(fast.body.message).toBe('Please wait: a new game round can start 2.5 seconds after the previous one.');
    expect(fast.body.data).toMatchObject({ reason: 'gameCycle' });
    expect((await spinIn(t, other)).status).toBe(200);
    await cycleOver(t, p.id);
    expect((await spinIn(t, game)).status).toBe(200);
  });

  it('parallel spins of one player from two game windows and two servers: exactly one runs', async () => {
    // A second app on the same database: on PostgreSQL (scripts/with-postgres.sh) a second process in all but name.
    const second = TEST_DATABASE_URL ? await createTestApp({ db: t.db }) : null;
    try {
      const p = await player(t);
      const games = [await launchSlot(t.app, p.token), await launchSlot(t.app, p.token)];
      const apps = [t, second ?? t];
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => spinIn(apps[i % 2], games[i % 2])));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 400 && r.body.data !== null && (r.body.data as { reason: string }).reason === 'gameCycle')).toHaveLength(9);
      const [{ rounds }] = await t.db.query<{ rounds: number }>('SELECT count(*)::int AS rounds FROM game_rounds WHERE player_id = $1', [p.id]);
      expect(rounds).toBe(1);
    } finally {
      await second?.app.close();
    }
  });

  it('gameCycle.minMs 0 switches the cycle off', async () => {
    const app = await createTestApp({ compliance: { ...loadProtectionProfile(), gameCycle: { minMs: 0 } } });
    try {
      const p = await player(app);
      const game = await launchSlot(app.app, p.token);
      expect((await spinIn(app, game)).status).toBe(200);
      expect((await spinIn(app, game)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

