import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub, pushes } from '@server/test/hub-helpers';
import { until } from '@server/test/until';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { startServerProcesses, stopServerProcesses } from '@server/test/server-processes';
import type { ServerProcess } from '@server/test/server-processes';
import { fastRegistration } from '@server/test/test-app';

/**
 * Three real server processes (`node --import tsx server/index.ts`) on one migrated and seeded PostgreSQL
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
    // A bound, not a wait: three cold starts side by side on a loaded 2-core machine take minutes.
  }, 240_000);

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

  // How fast each change is seen on the other processes is a figure of `npm run bench -- --only propagation`
  // (scripts/bench/propagation.ts, target under 1 s); these tests assert that it is seen at all.
  it('a logout through process 1 closes the hub socket on process 2', async () => {
    const [one, two] = servers;
    const player = await register(one);
    const socket = await connectHub(two.base, player.token);
    expect((await api(one, 'GET', '/api/auth/logout', { token: player.token })).status).toBe(200);
    await socket.closed;
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
    await until(() => pushes(socket.frames).length === 1);
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

  /** Asks `check` again, back to back, until it holds (the test's timeout bounds the wait). */
  async function seen(check: () => Promise<boolean>): Promise<void> {
    while (!(await check()));
  }

  async function login(server: ServerProcess, username: string, password: string): Promise<string> {
    const r = await api(server, 'POST', '/api/auth/login', { body: { username, password } });
    if (r.status !== 200) throw new Error(`login failed: ${r.body.message}`);
    return (r.body.data as { token: string }).token;
  }

  /** Each token is served from the memory of processes 2 and 3, then ended through process 1. */
  it('a logout, a password change and an exclusion through process 1 end the session on processes 2 and 3', async () => {
    const [one, two, three] = servers;
    const player = await register(one);
    const password = String(fastRegistration().password);
    const loggedOut = await login(one, player.username, password);
    const other = await login(one, player.username, password);
    const excluded = (await register(one)).token;
    const tokens = [loggedOut, other, excluded];
    // Warm: every token is now a cached session on processes 2 and 3.
    for (const server of [two, three]) for (const token of tokens) expect((await api(server, 'GET', '/api/user/balance', { token })).status).toBe(200);

    const ends: [string, () => Promise<{ status: number }>][] = [
      [loggedOut, () => api(one, 'GET', '/api/auth/logout', { token: loggedOut })],
      [other, () => api(one, 'POST', '/api/customer/changepassword', {
        token: player.token, body: { oldPassword: password, password: 'brandNew77', confirmPassword: 'brandNew77' },
      })],
      [excluded, () => api(one, 'POST', '/api/protection/exclude', { token: excluded, body: { kind: 'timeout', period: '24h' } })],
    ];
    for (const [token, end] of ends) {
      expect((await end()).status).toBe(200);
      for (const server of [two, three]) await seen(async () => (await api(server, 'GET', '/api/user/balance', { token })).status === 401);
    }
    // The password changer's own session lives on everywhere.
    for (const server of [two, three]) expect((await api(server, 'GET', '/api/user/balance', { token: player.token })).status).toBe(200);
  });

  it('a balance change through process 1 is visible on processes 2 and 3', async () => {
    const [one, two, three] = servers;
    const token = await login(one, 'demouser', 'Demo12345');
    const lira = async (server: ServerProcess) => (await api(server, 'GET', '/api/user/balance', { token })).body.data as { balance: number };
    const before = (await lira(two)).balance;
    expect((await lira(three)).balance).toBe(before);
    const launch = await api(one, 'POST', '/api/casino/pragmaticlaunchurl', { token, body: { code: 'pp-001' } });
    expect(launch.status, launch.body.message).toBe(200);
    const session = new URL(launch.body.data as string, 'http://x').searchParams.get('session');
    for (let round = 0; round < 2; round++) {
      // The game-cycle rule spaces a player's rounds 2.5 s apart: the test clock moves the previous spin back instead
      // (docs/protection-enforcement.md "Test clock").
      if (round > 0) expect((await api(one, 'POST', '/api/test/clock', { body: { username: 'demouser', advanceMs: 2600 } })).status).toBe(200);
      const spin = await api(one, 'POST', '/demo/games/api/spin', { body: { session, stake: 10 } });
      expect(spin.status, spin.body.message).toBe(200);
      const after = (spin.body.data as { balance: number }).balance;
      for (const server of [two, three]) await seen(async () => (await lira(server)).balance === after);
    }
  });
});
