import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, connectHub, pushes, until } from '../test/hub-helpers.ts';
import { TEST_DATABASE_URL, createPostgresTestDb } from '../test/postgres.ts';
import { startServerProcesses, stopServerProcesses } from '../test/server-processes.ts';
import type { ServerProcess } from '../test/server-processes.ts';
import { fastRegistration } from '../test/test-app.ts';

/**
 * Issue 15: three real server processes (`node --import tsx server/index.ts`) on one migrated and seeded PostgreSQL
 * database, as an operator runs them behind a load balancer. Runs only with TEST_DATABASE_URL. Demo mode, so the
 * production rate limits apply (test mode relaxes them) while the loopback-only test helpers still answer this test.
 */
describe.skipIf(!TEST_DATABASE_URL)('three server processes on one PostgreSQL', () => {
  let servers: ServerProcess[] = [];
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createPostgresTestDb();
    dispose = created.dispose;
    servers = await startServerProcesses(3, { DATABASE_URL: created.url, SERVER_MODE: 'demo' });
  }, 60_000);

  afterAll(async () => {
    await stopServerProcesses(servers);
    await dispose?.();
  }, 20_000);

  /** JSON call on one process; returns status and envelope. */
  async function api(
    server: ServerProcess,
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const r = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        'x-locale': 'en',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: r.status, body: (await r.json()) as { success: boolean; message: string; data: unknown } };
  }

  async function register(server: ServerProcess): Promise<{ username: string; token: string }> {
    const body = fastRegistration();
    const r = await api(server, 'POST', '/api/auth/register', { body });
    if (r.status !== 200) throw new Error(`register failed: ${r.body.message}`);
    return { username: String(body.username), token: (r.body.data as { token: string }).token };
  }

  it('every process is healthy with its listener up', async () => {
    for (const server of servers) {
      const r = await api(server, 'GET', '/api/health');
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ database: 'up', listener: 'up', mode: 'demo' });
    }
  });

  it('a logout through process 1 closes the hub socket on process 2 within 1 s', async () => {
    const [one, two] = servers;
    const player = await register(one);
    const socket = await connectHub(two.base, player.token);
    const started = Date.now();
    expect((await api(one, 'GET', '/api/auth/logout', { token: player.token })).status).toBe(200);
    expect(await closedWithin(socket, 1000)).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(socket.frames.at(-1)).toBe('{"type":7,"error":"Session ended.","allowReconnect":false}\x1e');
  });

  it('a notification pushed through process 1 reaches the hub client on process 3', async () => {
    const [one, , three] = servers;
    const player = await register(one);
    const socket = await connectHub(three.base, player.token);
    const r = await api(one, 'POST', '/api/test/notify', {
      body: { username: player.username, type: 1, title: 'Across', note: 'from process 1' },
    });
    expect(r.status).toBe(200);
    await until(() => pushes(socket.frames).length === 1, 3000);
    expect(pushes(socket.frames)[0]).toMatchObject({ cmd: 'Notification', message: { title: 'Across' } });
    socket.ws.close();
  });

  it('login attempts are counted across processes: the 11th wrong password within a minute is refused wherever it lands', async () => {
    const player = await register(servers[0]);
    const statuses: number[] = [];
    // DEFAULT_RATE_LIMITS.login: 10 a minute per IP and username; 4 attempts on each of the three processes.
    for (const server of servers) {
      for (let i = 0; i < 4; i++) {
        const r = await api(server, 'POST', '/api/auth/login', {
          body: { username: player.username, password: 'Wrong12345' },
        });
        statuses.push(r.status);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
