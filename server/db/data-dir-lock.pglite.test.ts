import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One process per embedded data folder. Real child processes on one temp DATA_DIR: a second server
 * and the operator CLI's direct fallback are refused at once naming the folder and the holder's pid; after `kill -9`
 * of the holder the next start is not blocked.
 */
const ROOT = join(import.meta.dirname, '..', '..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, SERVER_MODE: 'test', HOST: '127.0.0.1', DIST_DIR: '/nonexistent-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Starts a server on `dataDir` (port 0) and resolves once it listens; rejects if it exits first. */
async function startServer(dataDir: string): Promise<Run> {
  const server = run('server/index.ts', [], { DATA_DIR: dataDir, PORT: '0' });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Server listening/.test(server.output())) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void server.exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${server.output()}`));
    });
  });
  return server;
}

/** Exit code and the time it took, or 'running' when the process still runs after `limitMs` (then it is killed). */
async function outcome(r: Run, limitMs: number): Promise<{ code: number | null | 'running'; ms: number }> {
  const started = Date.now();
  const code = await Promise.race([r.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), limitMs))]);
  if (code === 'running') r.child.kill('SIGKILL');
  return { code, ms: Date.now() - started };
}

let dataDir: string;
let first: Run;
const started: Run[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lock-data-'));
  first = await startServer(dataDir);
  started.push(first);
}, 120_000);

afterAll(async () => {
  for (const r of started) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
  await Promise.all(started.map((r) => r.exited));
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}.lock`, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('a second server on the same folder exits non-zero at once, naming the folder and the holder pid', async () => {
    const second = run('server/index.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    started.push(second);
    const result = await outcome(second, 30_000);
    expect(result.code, second.output()).not.toBe('running');
    expect(result.code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    // That the refusal waits for nothing (no retry, no stale period) is data-dir-lock-unit.pglite.test.ts's, with frozen timers.
  }, 60_000);

  it("the operator CLI's direct fallback on a held folder is refused and tells the user to use the server", async () => {
    // A port no server answers on, so the CLI falls back to opening DATA_DIR itself.
    const cli = run('server/cli/operator.ts', ['withdrawals', 'list'], { DATA_DIR: dataDir, PORT: '9', OPERATOR_URL: 'http://127.0.0.1:9' });
    started.push(cli);
    const result = await outcome(cli, 30_000);
    expect(result.code, cli.output()).toBe(1);
    expect(cli.output()).toContain(dataDir);
    expect(cli.output()).toContain(`pid ${first.child.pid}`);
    expect(cli.output()).toMatch(/OPERATOR_URL|start the server/i);
    expect(cli.output()).not.toMatch(/^\[/m);
  }, 60_000);

  it('after kill -9 of the holder the next start is not blocked', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    const next = await startServer(dataDir);
    started.push(next);
    expect(next.output()).not.toMatch(/in use by/);
    // A graceful stop releases the lock.
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 120_000);
});
