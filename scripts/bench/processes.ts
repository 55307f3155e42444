/** Child processes of the bench: the platform server, the hello-world server, hub client workers. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
export function spawnNode(script: string, env: Record<string, string>, ipc = false): Child {
  const command = `ulimit -n ${FILE_LIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec node --import tsx ${script}`;
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

/** The platform server in test mode on an in-memory database, serving dist/. */
export async function startPlatform(port: number): Promise<Child> {
  const child = spawnNode('server/index.ts', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', SERVER_MODE: 'test' });
  await waitForHttp(`http://127.0.0.1:${port}/api/auth/form`, child);
  return child;
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`bench: no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}
