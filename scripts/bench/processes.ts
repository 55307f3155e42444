/** Child processes of the bench: the platform server, the hello-world server, hub client and poller workers. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
/** Hub clients and their server each hold one descriptor per connection. */
const FILE_LIMIT = 65536;

export interface Child {
  proc: ChildProcess;
  /** Pid of the node process itself (bash execs into it), for /proc/<pid>/status. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs `node --import tsx <script>` under `bash -c 'ulimit -n …; exec …'` (the soft limit raised as far as the hard
 * limit allows), so 10,000 sockets fit in one process. stderr is passed through; stdout is collected.
 */
export function spawnNode(script: string, env: Record<string, string>, ipc = false, nodeArgs: string[] = []): Child {
  const command = `ulimit -n ${FILE_LIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec node --import tsx ${[...nodeArgs, script].join(' ')}`;
  const proc = spawn('bash', ['-c', command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  });
  proc.stdout?.resume();
  const pid = proc.pid;
  if (pid === undefined) throw new Error(`bench: could not start ${script}`);
  return {
    proc,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        proc.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null) throw new Error(`bench: the server exited (code ${child.proc.exitCode}) before answering ${url}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** How the bench starts a platform server. */
export interface PlatformOptions {
  /** PostgreSQL URL (DATABASE_URL; the server migrates and seeds it); absent: embedded PGlite in memory. */
  databaseUrl?: string;
  /** Server processes (WORKERS=N, one port; the server needs DATABASE_URL for N > 1); absent: the server's default. */
  workers?: number;
  /** Loads memory-probe.ts before the server and opens an IPC channel, so `memoryUsage()` can ask for its heap figures. */
  memoryProbe?: boolean;
  /** More environment for the server, e.g. { SEED_GAMES: '5000' }. */
  env?: Record<string, string>;
}

/** The platform server in test mode serving dist/, on PGlite in memory or on PostgreSQL. */
export async function startPlatform(port: number, options: PlatformOptions = {}): Promise<Child> {
  // The server render's guard as in production, whatever the calling shell has (SSR_GUARD=off is for the journeys).
  const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', SERVER_MODE: 'test', SSR_GUARD: 'on' };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = ':memory:';
  if (options.workers !== undefined) env.WORKERS = String(options.workers);
  if (options.memoryProbe) env.BENCH_MEMORY_PROBE = '1';
  Object.assign(env, options.env);
  const nodeArgs = options.memoryProbe ? ['--import', './scripts/bench/memory-probe.ts'] : [];
  const child = spawnNode('server/index.ts', env, options.memoryProbe === true, nodeArgs);
  await waitForHttp(`http://127.0.0.1:${port}/api/auth/form`, child);
  return child;
}

/** Heap figures of a server started with `memoryProbe` (process.memoryUsage(), bytes), or null when it does not answer in 5 s. */
export function memoryUsage(child: Child): Promise<NodeJS.MemoryUsage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.proc.off('message', onMessage);
      resolve(null);
    }, 5000);
    const onMessage = (message: { type?: string; usage?: NodeJS.MemoryUsage }): void => {
      if (message?.type !== 'bench:memory' || !message.usage) return;
      clearTimeout(timer);
      child.proc.off('message', onMessage);
      resolve(message.usage);
    };
    child.proc.on('message', onMessage);
    child.proc.send({ type: 'bench:memory' });
  });
}

/** CPU time a process has used so far (user + system, /proc/<pid>/stat), ms. */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** The executable of a process, '' when it may not be read (another user's process when the bench is not root). */
function exeOf(pid: string): string {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return '';
  }
}

/** Pids of the processes whose parent is `pid`, with the executable each runs (readlink of /proc/<pid>/exe). */
function childProcesses(pid: number): { pid: number; exe: string }[] {
  const children: { pid: number; exe: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push({ pid: Number(entry), exe: exeOf(entry) });
    } catch {
      // The process ended while we read the list.
    }
  }
  return children;
}

/**
 * Pids of the node processes whose parent is `pid` (the workers of a clustered server). Other children are left out:
 * tsx runs an esbuild service process beside every server.
 */
export function nodeChildPids(pid: number): number[] {
  const node = readlinkSync('/proc/self/exe');
  return childProcesses(pid)
    .filter((c) => c.exe === node)
    .map((c) => c.pid);
}

/**
 * CPU time so far (ms) per process of the PostgreSQL server listening on `port` (the postmaster, found by the
 * `port=<port>` of its command line as scripts/with-postgres.sh starts it, and its backends), or null when none is
 * found. Compare two readings with `cpuSince`.
 */
export function postgresCpuMs(port: number): Map<number, number> | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (!/\bpostgres\b/.test(cmdline) || !cmdline.includes(`port=${port} `)) continue;
    const postmaster = Number(entry);
    const byPid = new Map<number, number>();
    for (const pid of [postmaster, ...childProcesses(postmaster).map((c) => c.pid)]) {
      try {
        byPid.set(pid, cpuMs(pid));
      } catch {
        // The backend ended while we read it.
      }
    }
    return byPid;
  }
  return null;
}

/**
 * CPU ms used between two per-process readings: each process of `end` minus its own `start` (0 for a process started
 * since). A process that ended in between is missing from `end`, so the result is a lower bound.
 */
export function cpuSince(start: Map<number, number>, end: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of end) total += ms - (start.get(pid) ?? 0);
  return total;
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`bench: no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** Jiffies of the whole machine so far (/proc/stat line "cpu"): busy (everything but idle and iowait) and total. */
export function machineJiffies(): { busy: number; total: number } {
  const fields = /^cpu\s+(.+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1].trim().split(/\s+/).map(Number) ?? [];
  const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}
