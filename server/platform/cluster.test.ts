import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub, pushes } from '@server/test/hub-helpers';
import { until } from '@server/test/until';
import { healthPid, jsonCall, pinnedConnection } from '@server/test/keepalive-client';
import type { PinnedConnection } from '@server/test/keepalive-client';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { startServerProcesses, stopServerProcesses } from '@server/test/server-processes';
import type { ServerProcess } from '@server/test/server-processes';
import { fastRegistration } from '@server/test/test-app';

/** Whether a process with this pid still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The worker pids of the start line `… 2 workers: pids 101, 102; primary pid 100)`. */
function startedPids(server: ServerProcess): number[] {
  const match = /workers: pids ([0-9, ]+); primary pid/.exec(server.output.join(''));
  return match ? match[1].split(',').map((pid) => Number(pid.trim())) : [];
}

describe('WORKERS=2 without DATABASE_URL (docs/performance.md "Scale-out")', () => {
  it('is refused at start, naming both variables, with exit code 1', async () => {
    const outcome = await startServerProcesses(1, { WORKERS: '2', DATABASE_URL: '' }).then(
      async (servers) => {
        await stopServerProcesses(servers);
        return 'it started';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/exited with 1:[\s\S]*WORKERS=2 \(2 processes\) needs DATABASE_URL: the embedded database \(DATA_DIR\) is opened by one process only/);
  }, 240_000);
});

/**
 * `WORKERS=2` — one cluster primary and two worker processes on ONE port and one PostgreSQL database,
 * started as `npm start` starts it. Runs only with TEST_DATABASE_URL. Demo mode, so the production rate limits apply
 * while the loopback-only test helpers still answer this test. A kept-alive connection stays on the worker the
 * primary handed it to, and GET /api/health names that worker's pid: that is how each call below is aimed at a worker.
 */
describe.skipIf(!TEST_DATABASE_URL)('WORKERS=2: two processes on one port', () => {
  let server: ServerProcess;
  let metricsPort = 0;
  let dispose: (() => Promise<void>) | undefined;
  const open: PinnedConnection[] = [];

  beforeAll(async () => {
    const created = await createPostgresTestDb();
    dispose = created.dispose;
    [server] = await startServerProcesses(1, { DATABASE_URL: created.url, SERVER_MODE: 'demo', WORKERS: '2', METRICS_PORT: '0' });
    // The metrics listener starts on any free port just before the listening line, which names it.
    metricsPort = Number(/Metrics of all workers on http:\/\/[^:]+:([0-9]+)\//.exec(server.output.join(''))?.[1] ?? 0);
    expect(metricsPort, server.output.join('')).toBeGreaterThan(0);
  }, 240_000);

  afterAll(async () => {
    for (const connection of open) connection.close();
    if (server) await stopServerProcesses([server], 20_000);
    await dispose?.();
  }, 30_000);

  /** A kept-alive connection served by `pid` (or by any process other than `notPid`). */
  async function on(which: { pid: number } | { notPid: number }): Promise<PinnedConnection> {
    const connection = await pinnedConnection(server.base, (pid) => ('pid' in which ? pid === which.pid : pid !== which.notPid));
    open.push(connection);
    return connection;
  }

  /** The sum of every casino_http_requests_total series the primary serves on METRICS_PORT. */
  async function requestsTotal(): Promise<number> {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return text.split('\n').filter((line) => line.startsWith('casino_http_requests_total{')).reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  }

  async function register(connection: PinnedConnection): Promise<{ username: string; password: string; token: string }> {
    const body = fastRegistration();
    const r = await connection.call('POST', '/api/auth/register', { body });
    if (r.status !== 200) throw new Error(`register failed: ${r.body.message}`);
    return { username: String(body.username), password: String(body.password), token: (r.body.data as { token: string }).token };
  }

  it('serves the port from two worker processes, neither of them the primary', async () => {
    const workers = startedPids(server);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server.child.pid);
    const seen = new Set<number>();
    for (let i = 0; i < 10; i += 1) seen.add(await healthPid(server.base));
    expect([...seen].sort()).toEqual([...workers].sort());
  });

  it('the primary serves the sum of both workers\' metrics on METRICS_PORT; the public port does not serve them', async () => {
    const series = 'casino_http_requests_total{method="GET",route="/api/health/live",status="200"}';
    const scrape = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const before = await scrape();
    const one = await on({ notPid: 0 });
    const two = await on({ notPid: one.pid });
    for (const connection of [one, two, one, two, one]) expect((await connection.call('GET', '/api/health/live')).status).toBe(200);
    expect((await scrape()) - before).toBe(5);
    expect(await (await fetch(`${server.base}/metrics`)).text()).not.toContain('casino_http_requests_total');
  });

  it('a login on one worker is valid on the other', async () => {
    const one = await on({ notPid: 0 });
    const two = await on({ notPid: one.pid });
    const player = await register(one);
    const login = await one.call('POST', '/api/auth/login', { body: { username: player.username, password: player.password } });
    expect(login.status).toBe(200);
    const token = (login.body.data as { token: string }).token;
    const balance = await two.call('GET', '/api/user/balance', { token });
    expect(balance.status).toBe(200);
    expect(balance.body.success).toBe(true);
    // Both calls really went to two processes: the kept-alive connections still answer from their own pids.
    expect(((await one.call('GET', '/api/health')).body.data as { pid: number }).pid).toBe(one.pid);
    expect(((await two.call('GET', '/api/health')).body.data as { pid: number }).pid).toBe(two.pid);
    expect(one.pid).not.toBe(two.pid);
  });

  it('the login rate limit is shared: the 11th wrong password within a minute is refused on either worker', async () => {
    const one = await on({ notPid: 0 });
    const two = await on({ notPid: one.pid });
    const player = await register(one);
    const statuses: number[] = [];
    // DEFAULT_RATE_LIMITS.login (server/app.ts): 10 a minute per IP and username; alternate the two workers.
    for (let i = 0; i < 12; i += 1) {
      const r = await (i % 2 === 0 ? one : two).call('POST', '/api/auth/login', { body: { username: player.username, password: 'Wrong12345' } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a notification pushed through one worker reaches a hub client held by the other', async () => {
    const any = await on({ notPid: 0 });
    const player = await register(any);
    const socket = await connectHub(server.base, player.token);
    try {
      // Which worker holds the socket: the one whose health counts this player (every other socket is closed).
      let holder = 0;
      for (let i = 0; i < 20 && holder === 0; i += 1) {
        const r = await jsonCall(server.base, false, 'GET', '/api/health');
        const data = r.body.data as { pid: number; hub: { players: number } };
        if (data.hub.players === 1) holder = data.pid;
      }
      expect(holder).toBeGreaterThan(0);
      const other = await on({ notPid: holder });
      const r = await other.call('POST', '/api/test/notify', {
        body: { username: player.username, type: 1, title: 'Across', note: 'from the other worker' },
      });
      expect(r.status).toBe(200);
      await until(() => pushes(socket.frames).length === 1);
      expect(pushes(socket.frames)[0]).toMatchObject({ cmd: 'Notification', message: { title: 'Across' } });
    } finally {
      socket.ws.close();
      await socket.closed;
    }
  });

  it('a worker killed with SIGKILL is logged and replaced, and the port answers all along', async () => {
    const before = new Set<number>();
    for (let i = 0; i < 6; i += 1) before.add(await healthPid(server.base));
    expect(before.size).toBe(2);
    const [victim, survivor] = [...before];
    // The primary's summed requests count keeps the victim's last-known count (platform/metrics/carry.ts); the
    // rolling restart below checks every scrape, this only the sum once the replacement serves.
    const countedBefore = await requestsTotal();
    expect(countedBefore).toBeGreaterThan(0);
    process.kill(victim, 'SIGKILL');
    // A connection the primary hands to a worker at the instant it dies is lost with it (node:cluster cannot take it
    // back; docs/performance.md "Scale-out"). Once the primary saw the exit, every new connection must be answered.
    const noticed = new RegExp(`worker ${victim} \\(slot [01]\\) exited unexpectedly with signal SIGKILL; starting a replacement in 500 ms`);
    await until(() => noticed.test(server.output.join('')));
    const failures: string[] = [];
    const seen = new Set<number>();
    // A guard, not a speed target: a worker's start takes what a loaded machine gives it (the test's timeout is the bound).
    const end = Date.now() + 90_000;
    // Every call on a fresh connection answers 200 while the replacement starts (backoff 500 ms, then its start).
    while (Date.now() < end && ![...seen].some((pid) => !before.has(pid))) {
      const r = await jsonCall(server.base, false, 'GET', '/api/health', {}, 2000).catch((error: unknown) => {
        failures.push(String(error));
        return null;
      });
      if (r && r.status !== 200) failures.push(`HTTP ${r.status}`);
      if (r) seen.add((r.body.data as { pid: number }).pid);
    }
    expect(failures, server.output.join('')).toEqual([]);
    expect(seen.has(survivor)).toBe(true);
    const replacement = [...seen].find((pid) => !before.has(pid));
    expect(replacement).toBeDefined();
    expect(seen.has(victim)).toBe(false);
    expect(server.output.join('')).toMatch(new RegExp(`worker ${replacement} \\(slot [01]\\) listening`));
    expect(await requestsTotal()).toBeGreaterThanOrEqual(countedBefore);

    // The replacement dies early too: the backoff doubles (a crash loop costs a fork every 30 s at most, not a spin).
    process.kill(replacement!, 'SIGKILL');
    const again = new RegExp(`worker ${replacement} \\(slot [01]\\) exited unexpectedly with signal SIGKILL; starting a replacement in 1000 ms`);
    await until(() => again.test(server.output.join('')));
    await until(() => (server.output.join('').match(/\(slot [01]\) listening/g) ?? []).length === 2, 90_000);
    const now = new Set<number>();
    for (let i = 0; i < 6; i += 1) now.add(await healthPid(server.base));
    expect(now.size).toBe(2);
    expect(now.has(survivor)).toBe(true);
  }, 240_000);

  it('SIGHUP on the primary makes every worker reload the config', async () => {
    const workers = new Set<number>();
    for (let i = 0; i < 6; i += 1) workers.add(await healthPid(server.base));
    server.child.kill('SIGHUP');
    const reloaded = (pid: number) => server.output.join('').includes(`worker ${pid}: SIGHUP: config reloaded, version `);
    await until(() => [...workers].every(reloaded));
    expect(server.output.join('')).toContain('SIGHUP: reloading the config in 2 workers');
  }, 15_000);

  it('a rolling restart (SIGUSR2) replaces both workers and the summed requests count never goes backwards', async () => {
    const workers = new Set<number>();
    for (let i = 0; i < 6; i += 1) workers.add(await healthPid(server.base));
    expect(workers.size).toBe(2);
    // The long-lived connections would hold the old workers open while they drain.
    for (const connection of open.splice(0)) connection.close();
    const counted = [await requestsTotal()];
    const failures: string[] = [];
    server.child.kill('SIGUSR2');
    // Requests keep arriving and Prometheus keeps scraping while each worker is replaced: every scrape's sum is at least
    // the one before (a drop would read as a counter reset and make rate()/increase() spike).
    await until(async () => {
      const r = await jsonCall(server.base, false, 'GET', '/api/health/live', {}, 2000).catch((error: unknown) => {
        failures.push(String(error));
        return null;
      });
      if (r && r.status !== 200) failures.push(`HTTP ${r.status}`);
      counted.push(await requestsTotal());
      return server.output.join('').includes('SIGUSR2: rolling restart done');
    }, 180_000);
    counted.push(await requestsTotal());
    expect(failures, server.output.join('')).toEqual([]);
    const drops = counted.flatMap((value, i) => (i > 0 && value < counted[i - 1] ? [`${counted[i - 1]} -> ${value}`] : []));
    expect(drops, `${counted.length} scrapes, ${counted[0]} to ${counted.at(-1)}`).toEqual([]);
    expect(counted.at(-1)).toBeGreaterThan(counted[0]);
    const now = new Set<number>();
    for (let i = 0; i < 6; i += 1) now.add(await healthPid(server.base));
    expect(now.size).toBe(2);
    expect([...now].filter((pid) => workers.has(pid))).toEqual([]);
  }, 240_000);

  it('SIGTERM on the primary stops every worker gracefully, a second SIGTERM does not cut it short, and it exits 0', async () => {
    const workers = new Set<number>();
    for (let i = 0; i < 6; i += 1) workers.add(await healthPid(server.base));
    expect(workers.size).toBe(2);
    for (const connection of open.splice(0)) connection.close();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await until(() => server.output.join('').includes('shutting down 2 workers'));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const output = server.output.join('');
    expect(output).toContain('SIGTERM received, already shutting down');
    for (const pid of workers) {
      expect(output).toContain(`worker ${pid}: shutdown request received, shutting down`);
      expect(output).toContain(`worker ${pid} stopped with code 0`);
      expect(alive(pid)).toBe(false);
    }
    expect(output).toContain('All workers stopped, exiting');
  }, 30_000);
});

/** Signals that reach the primary while its workers are still loading (docs/performance.md "Scale-out"). */
describe.skipIf(!TEST_DATABASE_URL)('WORKERS=2: signals while the workers start', () => {
  let dispose: (() => Promise<void>) | undefined;
  let url = '';

  beforeAll(async () => {
    const created = await createPostgresTestDb();
    dispose = created.dispose;
    url = created.url;
  }, 30_000);

  afterAll(async () => {
    await dispose?.();
  }, 20_000);

  it('SIGHUP does not kill a loading worker, and SIGTERM ends them all at once with exit code 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: url, SERVER_MODE: 'test', WORKERS: '2', HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await until(() => output.join('').includes('starting 2 workers'), 60_000);
      // The workers are forked now and load their modules for a while: neither signal may find them unprepared.
      child.kill('SIGHUP');
      child.kill('SIGTERM');
      expect(await exited, output.join('')).toBe(0);
      // Every worker answered the shutdown request: none was killed when the grace ran out.
      expect(output.join('')).not.toContain('did not stop within');
      expect(output.join('')).not.toContain('Server listening on');
      expect(output.join('')).toContain('All workers stopped, exiting');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
