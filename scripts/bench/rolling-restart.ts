/**
 * A rolling restart under load (docs/operations.md "Deploys"): starts `WORKERS=2` on PostgreSQL (DATABASE_URL), puts
 * a steady load on it — every player polls its balance, spins the demo slot and holds a hub connection that receives
 * pushes (POST /api/test/notify) — sends SIGUSR2 (the workers restart one at a time), keeps the load on until the
 * restart is done and a little after, and prints the counts: requests sent, answered and lost (a network error or a
 * 5xx), pushes published, received live, recovered by the client's refetch after a reconnect (as the site does,
 * docs/realtime.md) and lost.
 *
 *   bash scripts/with-postgres.sh npx tsx scripts/bench/rolling-restart.ts [players] [seconds after the restart]
 *
 * The test suite runs a small load of it (server/platform/rolling-restart.test.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { listeningPort } from '@server/test/server-processes';

const ROOT = join(import.meta.dirname, '..', '..');
const RS = '\x1e';

export interface RollingRestartOptions {
  /** PostgreSQL connection string of a database the server may migrate and seed. */
  databaseUrl: string;
  /** Players, each with a balance poller, a spinner and a hub client. */
  players: number;
  /** How long the load goes on after the restart is done, ms. */
  afterMs: number;
  /** Balance poll and spin intervals per player, ms (the site polls every 3 s; a spin every 5 s). */
  pollMs?: number;
  spinMs?: number;
  /** How often a push is published to each player, ms. */
  pushMs?: number;
  /** Printed progress lines go here (default: none). */
  log?: (line: string) => void;
}

export interface RollingRestartCounts {
  workersBefore: number[];
  workersAfter: number[];
  requests: { sent: number; answered: number; lost: number; byKind: Record<string, { sent: number; lost: number }> };
  pushes: { published: number; live: number; recovered: number; lost: number };
  hubReconnects: number;
  /** The first few failures, for a reader. */
  failures: string[];
}

interface Player {
  username: string;
  token: string;
  session: string;
}

interface Server {
  base: string;
  pid: number;
  output: string[];
  waitFor(pattern: RegExp): Promise<string>;
  stop(): Promise<number | null>;
}

/** Starts `node --import tsx server/index.ts` with WORKERS=2 in test mode (relaxed rate limits, test helpers); resolves once it listens. */
async function startServer(databaseUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-rolling-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKERS: '2', SERVER_MODE: 'test', HOST: '127.0.0.1', PORT: '0', OPERATOR_PORT: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output.push(chunk.toString());
    const text = output.join('');
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(text);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match[0]);
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = {
    base: '',
    pid: child.pid ?? 0,
    output,
    waitFor: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const match = pattern.exec(output.join(''));
        if (match) return resolve(match[0]);
        waiters.push({ pattern, resolve });
        void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  // Any free port (PORT=0), named by the listening line: a port asked of the OS first could be taken before the bind.
  const port = listeningPort(await server.waitFor(/Server listening on .*/).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  }));
  server.base = `http://127.0.0.1:${port}`;
  return server;
}

/** Runs the load and the restart (module comment); resolves with the counts. */
export async function runRollingRestart(options: RollingRestartOptions): Promise<RollingRestartCounts> {
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 3_000;
  const spinMs = options.spinMs ?? 5_000;
  const pushMs = options.pushMs ?? 1_000;
  const server = await startServer(options.databaseUrl);
  const counts: RollingRestartCounts = {
    workersBefore: [],
    workersAfter: [],
    requests: { sent: 0, answered: 0, lost: 0, byKind: {} },
    pushes: { published: 0, live: 0, recovered: 0, lost: 0 },
    hubReconnects: 0,
    failures: [],
  };
  const fail = (text: string) => {
    if (counts.failures.length < 10) counts.failures.push(text);
  };
  /** One counted request: lost when it fails on the network or answers 5xx. */
  const request = async (kind: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<{ status: number; data: unknown } | null> => {
    const entry = (counts.requests.byKind[kind] ??= { sent: 0, lost: 0 });
    counts.requests.sent += 1;
    entry.sent += 1;
    try {
      const reply = await fetch(`${server.base}${path}`, {
        method,
        headers: { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await reply.json()) as { data: unknown };
      if (reply.status >= 500) throw new Error(`HTTP ${reply.status}`);
      counts.requests.answered += 1;
      return { status: reply.status, data: envelope.data };
    } catch (error) {
      counts.requests.lost += 1;
      entry.lost += 1;
      fail(`${kind} ${method} ${path}: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`);
      return null;
    }
  };

  try {
    const started = await server.waitFor(/workers: pids ([0-9, ]+);/);
    counts.workersBefore = (/pids ([0-9, ]+);/.exec(started)?.[1] ?? '').split(',').map((pid) => Number(pid.trim()));
    log(`server up, workers ${counts.workersBefore.join(', ')}`);

    // Players with money and a game session (outside the counts: the load starts after).
    const players: Player[] = [];
    for (let index = 0; index < options.players; index += 1) {
      const username = `roll${Date.now().toString(36)}${index}`;
      const registered = await fetch(`${server.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        body: JSON.stringify({ name: 'Ayşe', surname: 'Yılmaz', username, email: `${username}@example.com`, phone: '905321234567', country: 1, currencyId: 1, trialBonus: 0, password: 'secret123', password2: 'secret123', isFast: true }),
      }).then((r) => r.json() as Promise<{ data: { token: string } }>);
      const token = registered.data.token;
      const headers = { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}` };
      const deposit = await fetch(`${server.base}/api/payment/deposit`, { method: 'POST', headers, body: JSON.stringify({ id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 1000 } }) }).then((r) => r.json() as Promise<{ data: string }>);
      await fetch(`${server.base}/demo/pay/${deposit.data.split('/demo/pay/')[1]}/confirm`, { method: 'POST', headers, body: '{}' });
      const launch = await fetch(`${server.base}/api/casino/pragmaticlaunchurl`, { method: 'POST', headers, body: JSON.stringify({ code: 'pp-001' }) }).then((r) => r.json() as Promise<{ data: string }>);
      players.push({ username, token, session: new URL(launch.data, server.base).searchParams.get('session') ?? '' });
    }

    // Hub clients: one per player, reconnecting when the server closes with allowReconnect, refetching after.
    const received = new Map<string, Set<number>>();
    const gaps = new Map<string, { from: number; to: number | null }[]>();
    const published: { username: string; id: number; at: number }[] = [];
    const sockets = new Set<WebSocket>();
    let running = true;
    const connect = (player: Player): Promise<void> =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${server.base.replace(/^http/, 'ws')}/hub/frnotify`, { headers: { authorization: `Bearer ${player.token}` } });
        sockets.add(ws);
        let handshaken = false;
        const ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(`{"type":6}${RS}`), 10_000);
        ws.on('message', (data) => {
          for (const frame of data.toString().split(RS).filter(Boolean)) {
            if (frame === '{}' && !handshaken) {
              handshaken = true;
              resolve();
              continue;
            }
            const message = JSON.parse(frame) as { type: number; target?: string; arguments?: { cmd: string; message: { id?: number } }[] };
            if (message.type === 1 && message.target === 'NotifyMessage') {
              const id = message.arguments?.[0]?.message?.id;
              if (typeof id === 'number') received.get(player.username)?.add(id);
            }
          }
        });
        ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
        ws.on('error', (error) => {
          if (!handshaken) reject(error);
        });
        ws.on('close', () => {
          clearInterval(ping);
          sockets.delete(ws);
          if (!running || !handshaken) return;
          // A server going away: reconnect (to whichever worker takes it), then refetch what the gap may have held.
          const gap = { from: Date.now(), to: null as number | null };
          gaps.get(player.username)?.push(gap);
          counts.hubReconnects += 1;
          void (async () => {
            for (let attempt = 0; running; attempt += 1) {
              try {
                await connect(player);
                break;
              } catch {
                await new Promise((r) => setTimeout(r, Math.min(1_000, 50 * 2 ** attempt)));
              }
            }
            const list = await request('refetch', 'POST', '/api/customer/notification', player.token, { skip: 0, take: 100 });
            const ids = Array.isArray(list?.data) ? (list.data as { id: number }[]).map((n) => n.id) : [];
            for (const entry of published) if (entry.username === player.username && entry.at <= Date.now() && ids.includes(entry.id)) recoveredIds.add(entry.id);
            gap.to = Date.now();
          })();
        });
      });
    const recoveredIds = new Set<number>();
    for (const player of players) {
      received.set(player.username, new Set());
      gaps.set(player.username, []);
      await connect(player);
    }

    // The load: timers per player, each call counted.
    const timers: NodeJS.Timeout[] = [];
    const inFlight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    };
    for (const player of players) {
      timers.push(setInterval(() => track(request('balance', 'GET', '/api/user/balance', player.token)), pollMs));
      timers.push(setInterval(() => track(request('spin', 'POST', '/demo/games/api/spin', player.token, { session: player.session, stake: 1 })), spinMs));
      timers.push(
        setInterval(() => {
          const at = Date.now();
          track(
            request('push', 'POST', '/api/test/notify', undefined, { username: player.username, type: 1, title: 'Rolling', note: 'restart' }).then((reply) => {
              const id = (reply?.data as { id?: number } | undefined)?.id;
              if (reply?.status === 200 && typeof id === 'number') published.push({ username: player.username, id, at });
            }),
          );
        }, pushMs),
      );
    }

    await new Promise((r) => setTimeout(r, Math.max(pollMs, spinMs)));
    log('load on; SIGUSR2');
    process.kill(server.pid, 'SIGUSR2');
    const done = await server.waitFor(/rolling restart done, pids ([0-9, ]+)/);
    counts.workersAfter = (/pids ([0-9, ]+)/.exec(done)?.[1] ?? '').split(',').map((pid) => Number(pid.trim()));
    log(`restart done, workers ${counts.workersAfter.join(', ')}`);
    await new Promise((r) => setTimeout(r, options.afterMs));

    for (const timer of timers) clearInterval(timer);
    await Promise.all([...inFlight]);
    // Pushes published in the last moments are still on their way, and a reconnect may still be refetching: wait until
    // every push is accounted for and every client is back, 10 s at most (what is left then counts as lost).
    const settled = () =>
      published.every((entry) => received.get(entry.username)?.has(entry.id) || recoveredIds.has(entry.id)) &&
      [...gaps.values()].every((list) => list.every((gap) => gap.to !== null));
    for (const deadline = Date.now() + 10_000; !settled() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    running = false;
    for (const player of players) {
      for (const gap of gaps.get(player.username) ?? []) if (gap.to === null) fail(`hub client of ${player.username} never came back`);
    }
    for (const entry of published) {
      counts.pushes.published += 1;
      if (received.get(entry.username)?.has(entry.id)) counts.pushes.live += 1;
      else if (recoveredIds.has(entry.id)) counts.pushes.recovered += 1;
      else {
        counts.pushes.lost += 1;
        fail(`push ${entry.id} to ${entry.username} at ${entry.at} neither received nor recovered`);
      }
    }
    for (const ws of sockets) ws.close();
    return counts;
  } finally {
    const code = await server.stop();
    if (code !== 0) fail(`server exited with ${code}`);
  }
}

/** One line of the counts a reader checks first: requests and pushes sent, and how many were lost. */
export function countsLine(counts: RollingRestartCounts): string {
  const { requests, pushes } = counts;
  return `requests: ${requests.sent} sent, ${requests.answered} answered, ${requests.lost} lost; pushes: ${pushes.published} published, ` +
    `${pushes.live} received live, ${pushes.recovered} recovered by the refetch, ${pushes.lost} lost; hub reconnects: ${counts.hubReconnects}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error('rolling-restart: needs DATABASE_URL (bash scripts/with-postgres.sh npx tsx scripts/bench/rolling-restart.ts)');
    process.exit(2);
  }
  const players = Number(process.argv[2] ?? 20);
  const afterMs = Number(process.argv[3] ?? 10) * 1_000;
  runRollingRestart({ databaseUrl, players, afterMs, log: (line) => console.log(line) }).then(
    (counts) => {
      console.log(JSON.stringify(counts, null, 2));
      console.log(countsLine(counts));
      process.exit(counts.requests.lost === 0 && counts.pushes.lost === 0 && counts.failures.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
