/**
 * `npm run bench -- --only propagation`: how fast a change made through one server process is seen by the others
 * (docs/realtime.md "Several processes", docs/performance.md target: under 1 s). Three real server processes on one
 * throw-away PostgreSQL database (scripts/with-postgres.sh re-runs this file as a child); per sample it measures, in
 * ms from the reply of process 1:
 * - hub close: a logout through process 1 until the player's hub socket on process 2 is closed;
 * - session end: a logout through process 1 until process 2's balance call answers 401;
 * - balance: a demo spin through process 1 until process 3's balance call shows the new balance.
 * Prints p50, max and the verdict per figure. Not part of `npm test` (the multi-process suite asserts the effects,
 * this measures their delay).
 */
import { spawnSync } from 'node:child_process';
import { connectHub } from '@server/test/hub-helpers';
import { jsonCall, type JsonReply } from '@server/test/keepalive-client';
import { createPostgresTestDb } from '@server/test/postgres';
import { startServerProcesses, stopServerProcesses } from '@server/test/server-processes';
import type { ServerProcess } from '@server/test/server-processes';
import { fastRegistration } from '@server/test/test-app';
import { ROOT } from './processes';

/** The target of every figure (docs/performance.md "Several processes"), ms. */
const TARGET_MS = 1_000;
const SAMPLES = 10;

/** A JSON call to one process on a fresh connection (server/test/keepalive-client.ts). */
const api = (server: ServerProcess, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}): Promise<JsonReply> =>
  jsonCall(server.base, false, method, path, options);

async function register(server: ServerProcess): Promise<string> {
  const r = await api(server, 'POST', '/api/auth/register', { body: fastRegistration() });
  if (r.status !== 200) throw new Error(`register failed: ${r.body.message}`);
  return (r.body.data as { token: string }).token;
}

/** Ms from `started` until `check` holds, polled back to back; throws after 10 s. */
async function seenAfter(started: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error('not seen within 10 s');
  }
  return Date.now() - started;
}

function row(name: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)];
  const max = sorted.at(-1) ?? 0;
  return `${name.padEnd(14)} ${String(p50).padStart(6)} ${String(max).padStart(6)}   ${max < TARGET_MS ? 'ok' : 'FAIL'}`;
}

async function measure(): Promise<void> {
  // Migrated and seeded once, before the processes start (three starts on an empty database would race to migrate).
  const database = await createPostgresTestDb();
  const servers = await startServerProcesses(3, { DATABASE_URL: database.url, SERVER_MODE: 'demo' });
  const [one, two, three] = servers;
  try {
    const hubClose: number[] = [];
    const sessionEnd: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const token = await register(one);
      const socket = await connectHub(two.base, token);
      expect200(await api(two, 'GET', '/api/user/balance', { token }));
      const closed = socket.closed.then(() => Date.now());
      expect200(await api(one, 'GET', '/api/auth/logout', { token }));
      const started = Date.now();
      sessionEnd.push(await seenAfter(started, async () => (await api(two, 'GET', '/api/user/balance', { token })).status === 401));
      hubClose.push(Math.max(0, (await closed) - started));
    }
    const balance: number[] = [];
    const token = (await api(one, 'POST', '/api/auth/login', { body: { username: 'demouser', password: 'Demo12345' } })).body.data as { token: string };
    const launch = await api(one, 'POST', '/api/casino/pragmaticlaunchurl', { token: token.token, body: { code: 'pp-001' } });
    expect200(launch);
    const session = new URL(launch.body.data as string, 'http://x').searchParams.get('session');
    for (let i = 0; i < SAMPLES; i++) {
      // The game-cycle rule spaces rounds 2.5 s apart; the test clock moves the previous spin back instead.
      if (i > 0) expect200(await api(one, 'POST', '/api/test/clock', { body: { username: 'demouser', advanceMs: 2600 } }));
      const spin = await api(one, 'POST', '/demo/games/api/spin', { body: { session, stake: 10 } });
      expect200(spin);
      const started = Date.now();
      const after = (spin.body.data as { balance: number }).balance;
      balance.push(await seenAfter(started, async () => ((await api(three, 'GET', '/api/user/balance', { token: token.token })).body.data as { balance: number }).balance === after));
    }
    console.log(`\nPropagation between three processes on PostgreSQL, ${SAMPLES} samples each (ms; target < ${TARGET_MS})`);
    console.log(`${'figure'.padEnd(14)} ${'p50'.padStart(6)} ${'max'.padStart(6)}   verdict`);
    console.log(row('hub close', hubClose));
    console.log(row('session end', sessionEnd));
    console.log(row('balance', balance));
  } finally {
    await stopServerProcesses(servers);
    await database.dispose();
  }
}

function expect200(reply: JsonReply): void {
  if (reply.status !== 200) throw new Error(`unexpected ${reply.status}: ${reply.body.message}`);
}

/** Runs the measurement under scripts/with-postgres.sh; returns false when it broke. */
export function measurePropagation(): boolean {
  const child = spawnSync('bash', ['scripts/with-postgres.sh', 'node', '--import', 'tsx', 'scripts/bench/propagation.ts'], { cwd: ROOT, stdio: 'inherit' });
  return child.status === 0;
}

if (process.argv[1]?.endsWith('propagation.ts') && process.env.TEST_DATABASE_URL) {
  await measure();
  process.exit(0);
}
