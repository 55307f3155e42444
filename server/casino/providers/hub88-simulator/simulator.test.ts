import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, listenLocal } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { hub88Player } from '@server/test/hub88-helpers';
import type { OperatorReconciliation } from '@contracts/types/operator/reconciliation';
import { CHAOS_STEPS, Hub88Simulator } from './simulator';
import { startDemoSimulator } from './demo';
import type { SpinOutcome } from './simulator';

/**
 * The simulator against a real, listening server (docs/providers.md "Simulator", "Reconciliation"): the launch goes
 * through the signed game-URL call, every spin through the signed wallet API over HTTP; after a chaos session the
 * simulator's own book equals the operator's reconciliation report to the kuruş, and the wallet agrees with both.
 */
let t: TestApp;
let simulator: Hub88Simulator;

/** A promise and its resolve. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The platform held inside one bet's booking, for the chaos step retry: the simulator's client timeout for its first
 * bet is "the platform is booking it" (`booking`), and the booking goes on only once the retry has reached the
 * platform (`release`), so the first request is always given up while it is in flight and the retry always arrives
 * while the first is still being booked.
 */
let hold: { booking: ReturnType<typeof deferred>; release: ReturnType<typeof deferred>; armed: boolean } | null = null;

beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
  const { base } = await listenLocal(t.app);
  const wallet = t.app.casino.providerWallet;
  const book = wallet.bet.bind(wallet);
  wallet.bet = async (tx, play) => {
    if (hold?.armed) {
      hold.armed = false;
      hold.booking.resolve();
      await hold.release.promise;
    }
    return book(tx, play);
  };
  t.app.server.on('request', (request: { url?: string }) => {
    // The next bet to arrive while one is held is its retry.
    if (hold && !hold.armed && request.url === '/provider/hub88/transaction/bet') hold.release.resolve();
  });
  simulator = await Hub88Simulator.start({
    platformUrl: base, chaos: true,
    retryTimeout: () => {
      hold = { booking: deferred(), release: deferred(), armed: true };
      return hold.booking.promise;
    },
  });
  simulator.attach(t.app.casino.hub88);
});
afterAll(async () => {
  await simulator.close();
  await t.close();
});

describe('Hub88 simulator', () => {
  it('plays a chaos session whose book the reconciliation report matches to the kuruş', async () => {
    const p = await hub88Player(t.app, t.db, 100_000);
    const launch = await call(t.app, 'POST', '/api/casino/hub88launchurl', {
      token: p.bearer, body: { platform: 2, gameCode: p.gameCode, language: 'en', lobbyUrl: 'https://site.example/casino' },
    });
    expect(launch.status).toBe(200);
    const url = launch.body.data as string;
    expect(url.startsWith(`${simulator.url}/game/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en">');

    const outcomes: SpinOutcome[] = [];
    // Every chaos step three times over, one after the other as a player spins.
    for (let i = 0; i < CHAOS_STEPS.length * 3; i += 1) {
      const r = await fetch(`${url}/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: 500 }) });
      expect(r.status).toBe(200);
      outcomes.push((await r.json()) as SpinOutcome);
    }
    expect(new Set(outcomes.map((o) => o.step))).toEqual(new Set(CHAOS_STEPS));
    for (const o of outcomes) expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK'], o.step).toContain(o.status);

    const report = await call(t.app, 'GET', '/api/operator/reconcile', { operator: 'reconciler', role: 'payments' });
    expect(report.status).toBe(200);
    const hub88Days = (report.body.data as OperatorReconciliation).days
      .filter((d) => d.provider === 'hub88')
      .map(({ provider: _provider, ...day }) => day);
    expect(hub88Days).toEqual(simulator.bookDays());
    // The retry step: the first bet given up in flight, its retry answered with the reply the platform booked it
    // with (the replay record's text), one booking per transaction.
    const retried = simulator.retried();
    expect(retried).toHaveLength(3);
    for (const r of retried) {
      expect(r.first).toBeNull();
      const [kept] = await t.db.query<{ reply: string }>("SELECT reply FROM provider_requests WHERE provider = 'hub88' AND request_id = $1", [r.requestUuid]);
      expect(kept.reply).toBe(r.retry);
      expect(JSON.parse(r.retry)).toMatchObject({ status: 'RS_OK' });
      const booked = await t.db.query("SELECT 1 FROM provider_transactions WHERE provider = 'hub88' AND transaction_id = $1", [r.transactionUuid]);
      expect(booked).toHaveLength(1);
    }
    const [book] = simulator.bookDays();
    expect(book.rollbacks.count).toBeGreaterThanOrEqual(6);
    const balance = Number((await t.db.query<{ b: number }>('SELECT balance_kurus::int8 AS b FROM wallets WHERE player_id = $1', [p.id]))[0].b);
    expect(balance).toBe(100_000 - book.bets.kurus + book.wins.kurus + book.rollbacks.kurus);
    expect(outcomes.at(-1)?.balanceKurus).toBe(balance);
  });

  it('refuses a game-URL call the operator did not sign (401, as Hub88 does)', async () => {
    const forged = await fetch(`${simulator.url}/operator/generic/v2/game/url`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-hub88-signature': 'AAAA' } });
    expect(forged.status).toBe(401);
  });

  it('lists a round left open for more than 48 hours', async () => {
    const p = await hub88Player(t.app, t.db, 1_000);
    const [session] = await t.db.query<{ id: number }>('SELECT id FROM game_sessions WHERE player_id = $1', [p.id]);
    await t.db.query(
      "INSERT INTO game_rounds (round_id, game_session_id, player_id, game_code, stake_kurus, win_kurus, reels, provider, closed_at, created_at) VALUES ($4, $1, $2, $3, 100, 0, '', 'hub88', NULL, now() - interval '49 hours')",
      [session.id, p.id, p.gameCode, `hub88:${p.id}:stale`],
    );
    const report = (await call(t.app, 'GET', '/api/operator/reconcile', { operator: 'reconciler', role: 'payments' })).body.data as OperatorReconciliation;
    expect(report.openRounds).toEqual([{ provider: 'hub88', roundId: `hub88:${p.id}:stale`, playerId: p.id, startedAt: expect.any(String) as string, stakeKurus: 100, winKurus: 0 }]);
  });

  it('in demo mode the game page and its spin are reached through the site, same-origin (the site\'s CSP unchanged)', async () => {
    const { port } = t.app.server.address() as { port: number };
    const demo = await startDemoSimulator(t.app, port);
    try {
      const p = await hub88Player(t.app, t.db, 10_000);
      const launch = await call(t.app, 'POST', '/api/casino/hub88launchurl', {
        token: p.bearer, body: { platform: 1, gameCode: p.gameCode, language: 'tr', lobbyUrl: 'https://site.example/casino' },
      });
      const path = launch.body.data as string;
      expect(path).toMatch(/^\/demo\/hub88\/game\/[0-9a-f-]{36}$/);
      const page = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<script src="game.js"');
      expect((await fetch(`http://127.0.0.1:${port}/demo/hub88/game/game.js`)).status).toBe(200);
      const spin = await fetch(`http://127.0.0.1:${port}${path}/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: 100 }) });
      expect(((await spin.json()) as SpinOutcome).status).toBe('RS_OK');
      expect((await fetch(`http://127.0.0.1:${port}/demo/hub88/game/..%2F..%2Fbook`)).status).toBe(404);
    } finally {
      await demo.close();
    }
  });
});
