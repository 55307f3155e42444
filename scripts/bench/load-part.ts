/**
 * Load part (docs/performance.md): on a fresh server (one process), 3,000 players each poll GET api/user/balance with
 * their own session every poll.balanceMs (3 s) ± 10 % while 1,000 hub clients stay connected, for `seconds`; then the server idles
 * SETTLE_AFTER_MS. Reports requests, failures by status, poll latency, hub clients still open and dropped, the
 * server's RSS idle (before), at its peak and after, with heap figures (memory-probe.ts), and the CPU of the server
 * and of the load generator's own processes.
 *
 * Sessions: POLL_PLAYERS players are registered through POST api/auth/register (fast form, one argon2 hash each) and
 * each gets POLLERS ÷ POLL_PLAYERS sessions from POST api/test/sessions (test mode only): 3,000 separate sessions over
 * separate wallets without 3,000 argon2 hashes (minutes of CPU on this machine, and the register limit of 1,000 per
 * minute in test mode). The hub clients use 1,000 sessions of the demo player.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerPlayers, mintTokens, nextMessage } from './load-support';
import { ROOT, cpuMs, cpuSince, machineJiffies, memoryUsage, postgresCpuMs, rssBytes, spawnNode, startPlatform } from './processes';
import type { Child, PlatformOptions } from './processes';

export const POLLERS = 3000;
export const HUB_CLIENTS = 1000;
const POLL_PLAYERS = 30;
/** The site's balance poll interval, ms: config/site.json poll.balanceMs (3,000; docs/product.md §4, §9), as src/lib/balance.ts reads it. */
function pollPeriodMs(): number {
  const site = JSON.parse(readFileSync(join(ROOT, 'config', 'site.json'), 'utf8')) as { poll?: { balanceMs?: unknown } };
  const ms = site.poll?.balanceMs;
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 1000) throw new Error(`bench: config/site.json poll.balanceMs must be a whole number ≥ 1000, got ${JSON.stringify(ms)}`);
  return ms;
}
const POLL_WORKERS = 2;
const SETTLE_BEFORE_MS = 5000;
const SETTLE_AFTER_MS = 10_000;
/** Memory returns within 10 % of idle. */
export const MEMORY_TOLERANCE = 1.1;

export interface MemorySample {
  /** bytes (VmRSS) */
  rss: number;
  /** process.memoryUsage() of the server, bytes; null when the probe did not answer. */
  heapUsed: number | null;
  heapTotal: number | null;
  external: number | null;
}

export interface LoadPartResult {
  seconds: number;
  pollers: number;
  players: number;
  /** Poll interval, ms (config/site.json poll.balanceMs). */
  periodMs: number;
  requests: number;
  /** Ticks that sent nothing because that player's previous poll was still waiting (the site's query does the same). */
  skipped: number;
  good: number;
  /** Failed polls by status ('timeout', 'socket', 'envelope' or the HTTP status). */
  failures: Record<string, number>;
  /** Poll latencies of the good replies, ms. */
  p50: number;
  p99: number;
  max: number;
  hub: { clients: number; connected: number; failedToConnect: number; openAtEnd: number; dropped: number };
  memory: { idle: MemorySample; peakRss: number; after: MemorySample; settleAfterMs: number; withinTolerance: boolean };
  /**
   * CPU used during the window, ms; as a share of one core = ms ÷ (seconds × 1000). postgres: the PostgreSQL server's
   * (postmaster and backends; a lower bound, see cpuSince), null on PGlite (inside the server process).
   */
  cpu: { server: number; pollers: number; hubClients: number; postgres: number | null };
  /** Share of all cores busy during the window, 0-1: every process of the machine (PostgreSQL, other jobs too). */
  machineBusy: number;
}

type PollDone = { type: 'done'; requests: number; skipped: number; good: number; latencies: number[]; failures: Record<string, number>; cpuMs: number };
type HubReady = { type: 'ready'; connected: number; failed: number };
type HubStatus = { type: 'status'; open: number; dropped: number; cpuMs: number };

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sample(server: Child): Promise<MemorySample> {
  const rss = rssBytes(server.pid);
  const usage = await memoryUsage(server);
  return { rss, heapUsed: usage?.heapUsed ?? null, heapTotal: usage?.heapTotal ?? null, external: usage?.external ?? null };
}

/** Runs the load part against a fresh server on `port` (PGlite in memory, or PostgreSQL with `platform.databaseUrl`). */
export async function measureLoad(port: number, seconds: number, platform: PlatformOptions): Promise<LoadPartResult> {
  const base = `http://127.0.0.1:${port}`;
  const periodMs = pollPeriodMs();
  const server = await startPlatform(port, { ...platform, memoryProbe: true });
  const workers: Child[] = [];
  try {
    console.log(`  load: ${POLL_PLAYERS} players, ${POLLERS} + ${HUB_CLIENTS} sessions…`);
    const players = await registerPlayers(base, POLL_PLAYERS);
    const pollTokens: string[] = [];
    for (const username of players) pollTokens.push(...(await mintTokens(base, username, POLLERS / POLL_PLAYERS)));
    const hubTokens = await mintTokens(base, 'demouser', HUB_CLIENTS);
    const pollers = Array.from({ length: POLL_WORKERS }, () => spawnNode('scripts/bench/poll-clients.ts', {}, true));
    const hubWorker = spawnNode('scripts/bench/hub-clients.ts', {}, true);
    workers.push(...pollers, hubWorker);
    await sleep(SETTLE_BEFORE_MS);
    const idle = await sample(server);

    const isReady = (m: { type: string }): m is HubReady => m.type === 'ready';
    const ready = nextMessage(hubWorker, isReady, 5 * 60_000);
    hubWorker.proc.send({ url: `${base}/hub/frnotify`, tokens: hubTokens });
    const hub = await ready;
    const isStatus = (m: { type: string }): m is HubStatus => m.type === 'status';
    const askStatus = (): Promise<HubStatus> => {
      const status = nextMessage(hubWorker, isStatus, 30_000);
      hubWorker.proc.send({ type: 'status' });
      return status;
    };
    const hubCpuStart = (await askStatus()).cpuMs;
    console.log(`  load: ${hub.connected} hub clients connected, ${POLLERS} players polling for ${seconds} s…`);

    const serverCpuStart = cpuMs(server.pid);
    const machineStart = machineJiffies();
    const pgPort = platform.databaseUrl ? Number(new URL(platform.databaseUrl).port) : null;
    const postgresStart = pgPort === null ? null : postgresCpuMs(pgPort);
    const isDone = (m: { type: string }): m is PollDone => m.type === 'done';
    const done = pollers.map((w) => nextMessage(w, isDone, (seconds + 60) * 1000));
    const share = Math.ceil(pollTokens.length / POLL_WORKERS);
    pollers.forEach((w, i) =>
      w.proc.send({ url: `${base}/api/user/balance`, tokens: pollTokens.slice(i * share, (i + 1) * share), seconds, periodMs }),
    );
    let peakRss = idle.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(server.pid));
    }, 500);
    let polls: PollDone[];
    try {
      polls = await Promise.all(done);
    } finally {
      clearInterval(sampler);
    }
    peakRss = Math.max(peakRss, rssBytes(server.pid));
    const serverCpu = cpuMs(server.pid) - serverCpuStart;
    const machineEnd = machineJiffies();
    const postgresEnd = pgPort === null ? null : postgresCpuMs(pgPort);
    const machineBusy = (machineEnd.busy - machineStart.busy) / Math.max(1, machineEnd.total - machineStart.total);
    const hubStatus = await askStatus();
    hubWorker.proc.send({ type: 'stop' });
    await Promise.all(workers.map((w) => w.stop()));

    await sleep(SETTLE_AFTER_MS);
    const after = await sample(server);
    const latencies = polls.flatMap((p) => p.latencies).sort((a, b) => a - b);
    const failures: Record<string, number> = {};
    for (const p of polls) for (const [reason, n] of Object.entries(p.failures)) failures[reason] = (failures[reason] ?? 0) + n;
    return {
      seconds,
      pollers: pollTokens.length,
      players: players.length,
      periodMs,
      requests: polls.reduce((sum, p) => sum + p.requests, 0),
      skipped: polls.reduce((sum, p) => sum + p.skipped, 0),
      good: latencies.length,
      failures,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      hub: { clients: HUB_CLIENTS, connected: hub.connected, failedToConnect: hub.failed, openAtEnd: hubStatus.open, dropped: hubStatus.dropped },
      memory: { idle, peakRss, after, settleAfterMs: SETTLE_AFTER_MS, withinTolerance: after.rss <= idle.rss * MEMORY_TOLERANCE },
      cpu: { server: serverCpu, pollers: polls.reduce((sum, p) => sum + p.cpuMs, 0), hubClients: hubStatus.cpuMs - hubCpuStart,
        postgres: postgresStart === null || postgresEnd === null ? null : cpuSince(postgresStart, postgresEnd),
      },
      machineBusy,
    };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await server.stop();
  }
}
