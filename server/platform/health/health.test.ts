import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openPostgresDb } from '@server/db/pg-db';
import { LISTEN_RETRY_MAX_MS, listenRetryDelay } from '@server/db/pg-listener';
import { breakableDb } from '@server/test/broken-db';
import { connectHub, pushes } from '@server/test/hub-helpers';
import { until } from '@server/test/until';
import { registerPlayer } from '@server/test/account-helpers';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { call, createTestApp, createTestDb, listenLocal } from '@server/test/test-app';
import { drainAndClose } from './drain';

/**
 * Liveness and readiness (docs/operations.md "Health"), draining (docs/operations.md "Deploys"), and real-time
 * recovering from a lost database connection.
 */
describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 whatever the database does; ready is 503 while it is down', async () => {
    const db = breakableDb(await createTestDb());
    const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
    try {
      expect((await call(app, 'GET', '/api/health/ready')).status).toBe(200);
      db.failing = true;
      const live = await call(app, 'GET', '/api/health/live', { locale: 'en' });
      expect([live.status, live.headers['cache-control'], live.body]).toEqual([200, 'no-store', { success: true, message: 'The server process is running.', data: { pid: process.pid } }]);
      const ready = await call(app, 'GET', '/api/health/ready', { locale: 'en' });
      expect([ready.status, ready.headers['cache-control']]).toEqual([503, 'no-store']);
      expect(ready.body.data).toMatchObject({ database: 'down', draining: false });
    } finally {
      db.failing = false;
      await app.close();
      await db.close();
    }
  });

  it('while draining: ready (and /api/health) 503, live 200, an in-flight request finishes, replies say Connection: close, hub sockets are told to reconnect', async () => {
    const db = await createTestDb();
    const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
    // A request in flight when the drain starts: held until released.
    let entered = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/test-held', async () => {
      entered = true;
      await held;
      return { success: true, message: 'finished', data: null };
    });
    try {
      const { base } = await listenLocal(app);
      const player = await registerPlayer(app);
      const socket = await connectHub(base, player.token);
      const slow = fetch(`${base}/api/test-held`);
      await until(() => entered);
      // The drain's first step, on its own: the flag that readiness and every reply read.
      app.lifecycle.draining = true;
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-locale': 'en' } });
      expect([ready.statusCode, ready.json().message, ready.json().data.draining, ready.headers.connection]).toEqual([503, 'The server is shutting down and takes no new work.', true, 'close']);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const closing = drainAndClose(app, 10_000, 0);
      await socket.closed;
      expect(socket.frames.at(-1)).toBe('{"type":7,"error":"Server is shutting down.","allowReconnect":true}\x1e');
      release();
      const finished = await slow;
      expect([finished.status, finished.headers.get('connection'), ((await finished.json()) as { message: string }).message]).toEqual([200, 'close', 'finished']);
      expect(await closing).toBe(true);
    } finally {
      release();
      await app.close();
      await db.close();
    }
  });

  it('a drain that outlasts its bound cuts what is left and says so', async () => {
    const db = await createTestDb();
    const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
    let entered = false;
    app.get('/api/test-never', () => {
      entered = true;
      return new Promise(() => undefined);
    });
    try {
      const { base } = await listenLocal(app);
      const stuck = fetch(`${base}/api/test-never`).then(() => 'answered', () => 'cut');
      await until(() => entered);
      expect(await drainAndClose(app, 300, 0)).toBe(false);
      expect(await stuck).toBe('cut');
    } finally {
      await db.close();
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 publicly with database, listener, hub counts, mode and the answering pid, never cached', async () => {
    const t = await createTestApp();
    try {
      const r = await call(t.app, 'GET', '/api/health', { locale: 'en' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body).toEqual({
        success: true,
        message: 'The server is ready.',
        data: { database: 'up', listener: t.db.kind === 'postgres' ? 'up' : 'n/a', draining: false, hub: { connections: 0, players: 0 }, mode: 'test', pid: process.pid },
      });
    } finally {
      await t.close();
    }
  });

  it('counts hub connections and distinct players', async () => {
    const t = await createTestApp();
    try {
      const { base } = await listenLocal(t.app);
      const p = await registerPlayer(t.app);
      const clients = [await connectHub(base, p.token), await connectHub(base, p.token), await connectHub(base)];
      const r = await call(t.app, 'GET', '/api/health');
      expect((r.body.data as { hub: unknown }).hub).toEqual({ connections: 3, players: 1 });
      for (const c of clients) c.ws.close();
    } finally {
      await t.close();
    }
  });

  it('answers 503 with the envelope (tr and en) when the database fails', async () => {
    const db = breakableDb(await createTestDb());
    const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
    try {
      db.failing = true;
      const en = await call(app, 'GET', '/api/health', { locale: 'en' });
      expect(en.status).toBe(503);
      expect(en.body).toMatchObject({ success: false, message: 'The server cannot serve right now (database or real-time listener down).' });
      expect((en.body.data as { database: string }).database).toBe('down');
      const tr = await call(app, 'GET', '/api/health', { locale: 'tr' });
      expect(tr.body.message).toMatch(/^Sunucu şu anda hizmet veremiyor/);
    } finally {
      db.failing = false;
      await app.close();
      await db.close();
    }
  });
});

describe('listener reconnection delay', () => {
  it('doubles from 250 ms, is capped at 10 s and jittered into [50 %, 100 %) of the step', () => {
    expect(listenRetryDelay(0, () => 0)).toBe(125);
    expect(listenRetryDelay(0, () => 0.999)).toBeLessThan(250);
    expect(listenRetryDelay(3, () => 0)).toBe(1000);
    expect(listenRetryDelay(50, () => 0.999)).toBeLessThanOrEqual(LISTEN_RETRY_MAX_MS);
    expect(listenRetryDelay(50, () => 0)).toBe(LISTEN_RETRY_MAX_MS / 2);
  });
});

/**
 * On PostgreSQL: the server's connections are terminated from another connection (what a database restart does to
 * a client). Health reports the listener down, then up again; a push published after recovery reaches a hub client
 * that stayed connected. Before the fix the LISTEN connection was never re-created and the push reached nobody.
 */
describe.skipIf(!TEST_DATABASE_URL)('real-time after the database drops its connections (PostgreSQL)', () => {
  const appName = `casino-health-${process.pid}-${Date.now()}`;
  let dispose: () => Promise<void>;
  let admin: pg.Client;
  let dbUrl: string;

  beforeAll(async () => {
    const created = await createPostgresTestDb();
    dispose = created.dispose;
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const url = new URL(created.url);
    url.searchParams.set('application_name', appName);
    dbUrl = url.toString();
  });
  afterAll(async () => {
    await admin?.end();
    await dispose?.();
  });

  it('a transaction whose connection is terminated rejects; the process and the pool carry on', async () => {
    const db = await openPostgresDb(dbUrl);
    try {
      const pending = db.transaction(async (tx) => {
        await tx.query('SELECT pg_sleep(10)');
      });
      pending.catch(() => undefined);
      const sleeping = async () =>
        (await admin.query("SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'SELECT pg_sleep%' AND state = 'active'", [appName])).rows.length > 0;
      await until(sleeping);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'SELECT pg_sleep%'", [appName]);
      await expect(pending).rejects.toThrow();
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('re-LISTENs with backoff, health goes down then up, and a later push reaches a connected client', async () => {
    const db = await openPostgresDb(dbUrl);
    const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist', hubTimings: { keepAliveMs: 200, timeoutMs: 20_000 } });
    try {
      const { base } = await listenLocal(app);
      const statuses: number[] = [];
      const health = async () => {
        const r = await fetch(`${base}/api/health`);
        statuses.push(r.status);
        return r.status;
      };
      expect(await health()).toBe(200);
      const client = await connectHub(base);

      const killed = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1',
        [appName],
      );
      expect(killed.rows.length).toBeGreaterThanOrEqual(2); // the pool's connection(s) and the listener
      // Poll as a load balancer would: down (503) while the listener is being re-created, then up (200) again.
      await until(async () => (await health()) === 503);
      await until(async () => (await health()) === 200);
      const firstDown = statuses.indexOf(503);
      expect(firstDown).toBeGreaterThan(0);
      expect(statuses.at(-1)).toBe(200);
      expect(app.hub.fanoutState()).toBe('up');

      await app.hub.broadcast({ cmd: 'Notification', message: 'after the restart' });
      await until(() => pushes(client.frames).length === 2);
      // First the resync (pushes sent while the listener was down are lost: the site refetches), then the push.
      expect(pushes(client.frames)).toEqual([{ cmd: 'Resync', message: '' }, { cmd: 'Notification', message: 'after the restart' }]);
      client.ws.close();
    } finally {
      await app.close();
      await db.close();
    }
  });
});
