import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { launchSlot, withdraw } from '@server/test/money-helpers';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { connectHub, pushes } from '@server/test/hub-helpers';
import { until } from '@server/test/until';
import { call, createTestApp, listenLocal, type TestApp } from '@server/test/test-app';
import { AggregatorRegistry } from 'prom-client';
import { registryExposition, serveMetrics } from './listener';
import { Metrics } from './metrics';

/**
 * docs/operations.md "Metrics": the Prometheus metrics of one process (prom-client), fed by every reply, the hub, the
 * ledger's common path and the database; served on their own listener, never on the public port.
 */
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t.app);
});
afterAll(() => t?.close());

const text = async () => (await registryExposition(t.app.metrics.registry)).body;
/** The value of the sample `name{labels}` (labels as written by prom-client, in order), or 0 when absent. */
function sample(body: string, series: string): number {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics of one process', () => {
  it('count requests per route and status, with their latency', async () => {
    const before = await text();
    const series = 'casino_http_requests_total{method="GET",route="/api/user/balance",status="200"}';
    await call(t.app, 'GET', '/api/user/balance', { token: player.token });
    await call(t.app, 'GET', '/api/user/balance', { token: player.token });
    await call(t.app, 'GET', '/api/user/balance');
    const after = await text();
    expect(sample(after, series) - sample(before, series)).toBe(2);
    expect(sample(after, 'casino_http_requests_total{method="GET",route="/api/user/balance",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'casino_http_request_duration_seconds_count{method="GET",route="/api/user/balance"}')).toBeGreaterThanOrEqual(3);
  });

  it('count deposits, bets, wins and withdrawals (and their lira) once committed, from the ledger', async () => {
    const before = await text();
    const deposit = await call(t.app, 'POST', '/api/payment/deposit', { token: player.token, body: SAMPLE_BODIES['/api/payment/deposit'] });
    const publicId = String(deposit.body.data).split('/demo/pay/')[1];
    expect((await call(t.app, 'POST', `/demo/pay/${publicId}/confirm`, { token: player.token })).status).toBe(200);
    const session = await launchSlot(t.app, player.token);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { token: player.token, body: { session, stake: 1 } })).status).toBe(200);
    const withdrawal = await withdraw(t.app, player.token, 100);
    expect([withdrawal.status, withdrawal.body.message]).toEqual([200, expect.any(String)]);
    const after = await text();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('casino_wallet_movements_total{kind="deposit"}')).toBe(1);
    expect(grew('casino_wallet_movements_lira_total{kind="deposit"}')).toBeCloseTo(150.5);
    expect(grew('casino_wallet_movements_total{kind="bet"}')).toBe(1);
    expect(grew('casino_wallet_movements_lira_total{kind="bet"}')).toBeCloseTo(1);
    expect(grew('casino_wallet_movements_total{kind="withdrawal"}')).toBe(1);
    expect(grew('casino_wallet_movements_lira_total{kind="withdrawal"}')).toBeCloseTo(100);
    expect(sample(after, 'casino_withdrawals_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'casino_withdrawals_pending_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('a movement whose transaction rolls back is not counted', async () => {
    const before = sample(await text(), 'casino_wallet_movements_total{kind="adjustment"}');
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.wallet.apply({ playerId: player.id, kind: 'adjustment', amountKurus: 500 }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(sample(await text(), 'casino_wallet_movements_total{kind="adjustment"}')).toBe(before);
    await t.app.wallet.apply({ playerId: player.id, kind: 'adjustment', amountKurus: 500 });
    expect(sample(await text(), 'casino_wallet_movements_total{kind="adjustment"}')).toBe(before + 1);
  });

  it('count login failures, hub connections and pushes, database time, memory and event-loop lag', async () => {
    const before = await text();
    await call(t.app, 'POST', '/api/auth/login', { body: { username: player.username, password: 'not-the-password-1' } });
    const { base } = await listenLocal(t.app);
    const hub = await connectHub(base, player.token);
    await t.app.hub.notifyPlayer(player.id, { cmd: 'Notify', message: 'hello' });
    await until(() => pushes(hub.frames).length > 0);
    const after = await text();
    expect(sample(after, 'casino_login_failures_total{route="/api/auth/login"}') - sample(before, 'casino_login_failures_total{route="/api/auth/login"}')).toBe(1);
    expect(sample(after, 'casino_hub_connections')).toBe(1);
    expect(sample(after, 'casino_hub_pushes_total') - sample(before, 'casino_hub_pushes_total')).toBe(1);
    expect(sample(after, 'casino_hub_push_latency_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'casino_db_query_duration_seconds_count{op="query"}')).toBeGreaterThan(0);
    expect(sample(after, 'casino_db_listener_up')).toBe(1);
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
    hub.ws.close();
  });
});

describe('the database pool', () => {
  /** casino_db_pool_connections by state, read at this moment (only that gauge is collected). */
  const pool = async (metrics: Metrics) =>
    Object.fromEntries((await metrics.dbPool.get()).values.map((v) => [String(v.labels.state), v.value]));

  it('casino_db_pool_connections counts open, idle and waiting connections, read when scraped', async () => {
    // No session sweep: nothing but the test uses the pool while it counts.
    const own = await createTestApp({ sessionSweepMs: 3_600_000 });
    try {
      // Every connection held by a transaction that waits for the test, then calls queued behind them.
      const size = own.db.kind === 'postgres' ? 10 : 1;
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let begun = 0;
      const held = Array.from({ length: size }, () =>
        own.app.db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          begun++;
          await gate;
        }),
      );
      await until(() => begun === size);
      const queued = [own.app.db.query('SELECT 1'), own.app.db.query('SELECT 2')];
      await until(() => own.db.poolState().waiting === 2);
      expect(await pool(own.app.metrics)).toEqual({ total: size, idle: 0, waiting: 2 });
      release();
      await Promise.all([...held, ...queued]);
      expect(await pool(own.app.metrics)).toEqual({ total: size, idle: size, waiting: 0 });
      expect((await registryExposition(own.app.metrics.registry)).body).toMatch(/^casino_db_pool_connections\{state="total"\} \d+$/m);
    } finally {
      await own.close();
    }
  });

  it('is summed over the workers of WORKERS=N', async () => {
    const workers = [new Metrics(), new Metrics()];
    workers.forEach((metrics, i) => {
      metrics.dbPool.set({ state: 'total' }, 10);
      metrics.dbPool.set({ state: 'idle' }, 7 - i);
      metrics.dbPool.set({ state: 'waiting' }, i);
    });
    const summed = AggregatorRegistry.aggregate(await Promise.all(workers.map((metrics) => metrics.registry.getMetricsAsJSON())));
    const body = await summed.metrics();
    expect(sample(body, 'casino_db_pool_connections{state="total"}')).toBe(20);
    expect(sample(body, 'casino_db_pool_connections{state="idle"}')).toBe(13);
    expect(sample(body, 'casino_db_pool_connections{state="waiting"}')).toBe(1);
  });
});

describe('the metrics listener', () => {
  it('serves GET /metrics on its own port; the public port never serves it', async () => {
    const listener = await serveMetrics(0, '127.0.0.1', () => registryExposition(t.app.metrics.registry));
    try {
      const scraped = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await scraped.text()).toContain('# TYPE casino_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
    for (const url of ['/metrics', '/api/metrics', '/metrics?x=1']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.body, url).not.toContain('casino_http_requests_total');
    }
  });
});
