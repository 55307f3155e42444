import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@server/app';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import type { GameInfo } from '@contracts/types/casino/game-info';
import { FUN_CREDITS_KURUS } from '@contracts/domain/game-info';

/** Play for fun (virtual credits, open to visitors, never money) and the play page's game info. */
let t: TestApp;

/** Everything that records money or play of a player: none of it may change in fun mode. */
async function moneyTrace() {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM ledger) AS ledger, (SELECT coalesce(sum(balance_kurus), 0)::int FROM wallets) AS balances,
       (SELECT count(*)::int FROM game_sessions) AS sessions, (SELECT count(*)::int FROM game_rounds) AS rounds,
       (SELECT count(*)::int FROM game_transactions) AS transactions`,
  );
  return row;
}

const funLaunch = (code: string, token?: string) => call(t.app, 'POST', '/api/casino/funlaunchurl', { body: { code, isMobile: false }, token, locale: 'en' });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? '';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('play for fun', () => {
  it('the catalogue says which games offer it: Pragmatic slots yes, Evolution (live) and a jackpot title no', async () => {
    const list = (await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot' } })).body.data as CasinoGame[];
    expect(list.find((g) => g.name === 'Sweet Bonanza')?.demoPlay).toBe(true);
    expect(list.find((g) => g.gameCode === 'pp-026')?.demoPlay).toBe(false);
    expect(list.filter((g) => g.providerName === 'Dragoon Soft').every((g) => g.demoPlay === false)).toBe(true);
    const live = (await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'live' } })).body.data as CasinoGame[];
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.demoPlay === false)).toBe(true);
  });

  it('a visitor launches Sweet Bonanza for fun and spins on virtual credits: no ledger row, no wallet, no history', async () => {
    const before = await moneyTrace();
    const launched = await funLaunch('pp-001');
    expect(launched.status).toBe(200);
    const url = launched.body.data as string;
    expect(url).toMatch(/^\/demo\/games\/play\?session=fun\.[\w-]{43}&lang=en$/);
    const session = tokenOf(url);
    const info = await call(t.app, 'GET', `/demo/games/api/session?session=${encodeURIComponent(session)}`);
    expect(info.body.data).toMatchObject({ gameName: 'Sweet Bonanza', balance: FUN_CREDITS_KURUS / 100, fun: true });
    let credits = FUN_CREDITS_KURUS / 100;
    for (let i = 0; i < 5; i++) {
      const spin = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 10 } });
      expect(spin.status).toBe(200);
      const data = spin.body.data as { win: number; balance: number };
      credits = Math.round((credits - 10 + data.win) * 100) / 100;
      expect(data.balance).toBe(credits);
    }
    expect(await moneyTrace()).toEqual(before);
  });

  it('a logged-in player playing for fun keeps his balance and ledger', async () => {
    const r = await call(t.app, 'POST', '/api/auth/register', { body: fastRegistration() });
    const token = (r.body.data as { token: string }).token;
    const before = await moneyTrace();
    const session = tokenOf((await funLaunch('pp-002', token)).body.data as string);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 1 }, token })).status).toBe(200);
    expect(await moneyTrace()).toEqual(before);
  });

  it('refuses games without fun mode, unknown codes and bad bodies, and opens nothing', async () => {
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM fun_sessions');
    const live = await funLaunch('evo-001');
    expect(live.status).toBe(400);
    expect(live.body.message).toBe('This game cannot be played for fun. Please log in to play it.');
    expect((await funLaunch('ds-001')).body.message).toBe('This game cannot be played for fun. Please log in to play it.');
    expect((await funLaunch('pp-026')).status).toBe(400);
    expect((await funLaunch('nope-1')).body.message).toBe('Game not found.');
    expect((await call(t.app, 'POST', '/api/casino/funlaunchurl', { body: { code: 'pp-001' } })).status).toBe(400);
    const [{ count: after }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM fun_sessions');
    expect(after).toBe(count);
  });

  it('credits cannot go below zero, a fun token is not a real session, and an expired one is refused', async () => {
    const session = tokenOf((await funLaunch('pp-003')).body.data as string);
    await t.db.query('UPDATE fun_sessions SET credits_kurus = 150 WHERE token_hash IS NOT NULL AND game_code = $1', ['pp-003']);
    const low = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 2 }, locale: 'en' });
    expect(low.status).toBe(400);
    expect(low.body.message).toMatch(/fun credits are too low/);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 7 } })).status).toBe(400);
    await t.db.query("UPDATE fun_sessions SET expires_at = now() - interval '1 second' WHERE game_code = $1", ['pp-003']);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 1 } })).status).toBe(401);
    // A made-up fun token is unknown, never someone's real session.
    expect((await call(t.app, 'GET', `/demo/games/api/session?session=fun.${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('the same Idempotency-Key replays a fun spin instead of spending twice', async () => {
    const session = tokenOf((await funLaunch('pp-004')).body.data as string);
    const headers = { 'idempotency-key': 'fun-spin-1' };
    const first = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 5 }, headers });
    const again = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 5 }, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('is rate limited per IP at the production default (20 launches a minute)', async () => {
    const limited = await createTestApp({ db: t.db, rateLimits: DEFAULT_RATE_LIMITS });
    await t.db.query("DELETE FROM rate_limits WHERE rule = 'funLaunch'");
    try {
      const launch = () => call(limited.app, 'POST', '/api/casino/funlaunchurl', { body: { code: 'pp-001', isMobile: true }, locale: 'en' });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.funLaunch.max; i++) expect((await launch()).status).toBe(200);
      const refused = await launch();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
    }
  });
});

describe('game info', () => {
  it('gives provider, RTP, volatility and bet range in lira; favourite for the player', async () => {
    const visitor = await call(t.app, 'POST', '/api/casino/gameinfo', { body: { code: 'pp-001' } });
    expect(visitor.body.data as GameInfo).toMatchObject({
      gameCode: 'pp-001', name: 'Sweet Bonanza', providerName: 'Pragmatic Play', rtp: 96.48, volatility: 'high', demoPlay: true, isFavorite: false,
    });
    const info = visitor.body.data as GameInfo;
    expect(info.minBet).toBeGreaterThan(0);
    expect(info.maxBet).toBeGreaterThan(info.minBet ?? 0);
    const live = (await call(t.app, 'POST', '/api/casino/gameinfo', { body: { code: 'evo-001' } })).body.data as GameInfo;
    expect(live).toMatchObject({ isLive: true, demoPlay: false, volatility: null });

    const r = await call(t.app, 'POST', '/api/auth/register', { body: fastRegistration() });
    const token = (r.body.data as { token: string }).token;
    await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: 'pp-001', providerId: 1 }, token });
    expect(((await call(t.app, 'POST', '/api/casino/gameinfo', { body: { code: 'pp-001' }, token })).body.data as GameInfo).isFavorite).toBe(true);
    expect((await call(t.app, 'POST', '/api/casino/gameinfo', { body: { code: 'zzz' }, locale: 'en' })).body.message).toBe('Game not found.');
  });

  it('the seed fills play data only where nothing is set: an operator value survives a restart', async () => {
    await t.db.query("UPDATE games SET rtp_percent = 90.5 WHERE code = 'pp-005'");
    await t.db.query('UPDATE game_providers SET demo_play = false WHERE id = 14');
    const { seedCasino } = await import('@server/casino/seed');
    await t.db.transaction((tx) => seedCasino(tx));
    const [row] = await t.db.query<{ rtp: string }>("SELECT rtp_percent::text AS rtp FROM games WHERE code = 'pp-005'");
    expect(row.rtp).toBe('90.50');
    const [provider] = await t.db.query<{ demo_play: boolean }>('SELECT demo_play FROM game_providers WHERE id = 14');
    expect(provider.demo_play).toBe(false);
  });
});
