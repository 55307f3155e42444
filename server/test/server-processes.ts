import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** One real server process (`node --import tsx server/index.ts`) started by startServerProcesses. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  child: ChildProcess;
  /** Its own DATA_DIR (unused with DATABASE_URL; never shared, so a per-folder lock cannot refuse a sibling). */
  dataDir: string;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output: string[];
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Every server process started here and not yet exited: killed when this test process exits, whatever happened. */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

/**
 * Starts one server process and resolves at its listening line, or rejects when it exits first. No deadline of its
 * own: its start-up (tsx, config check, migrations, seed) takes what the machine gives it, and the caller's hook
 * timeout bounds the wait (a child still starting then is killed with this process).
 */
function startOne(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return freePort().then(
    (port) =>
      new Promise<ServerProcess>((resolve, reject) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'casino-process-'));
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          cwd: ROOT,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            SERVER_MODE: 'test',
            // No drain delay unless a test asks: its processes have no load balancer to wait for (docs/operations.md).
            DRAIN_DELAY_SECONDS: '0',
            // No operator listener unless a test asks: its default port, PORT + 1, may be taken by anything here.
            OPERATOR_PORT: 'off',
            ...env,
            HOST: '127.0.0.1',
            PORT: String(port),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const server: ServerProcess = { base: `http://127.0.0.1:${port}`, port, child, dataDir, output: [] };
        living.add(child);
        const onOutput = (chunk: Buffer) => {
          server.output.push(chunk.toString());
          if (chunk.toString().includes('Server listening on')) resolve(server);
        };
        child.stdout.on('data', onOutput);
        child.stderr.on('data', onOutput);
        child.once('exit', (code) => {
          living.delete(child);
          rmSync(dataDir, { recursive: true, force: true });
          reject(new Error(`server on port ${port} exited with ${code}:\n${server.output.join('')}`));
        });
      }),
  );
}

/**
 * Starts `count` server processes (test mode unless `env` sets SERVER_MODE) on free loopback ports, all with `env` (e.g. DATABASE_URL of one
 * migrated and seeded database), and resolves once each printed its listening line. If any exits before, the ones
 * started are stopped and the error (with the process output) is thrown.
 */
export async function startServerProcesses(count: number, env: NodeJS.ProcessEnv): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => startOne(env)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stopServerProcesses(started);
    throw failed.reason;
  }
  return started;
}

/**
 * Stops the processes: SIGTERM (graceful), SIGKILL after `graceMs`; resolves when all have exited and their
 * data folders are removed.
 */
export async function stopServerProcesses(servers: readonly ServerProcess[], graceMs = 5_000): Promise<void> {
  await Promise.all(
    servers.map(
      ({ child, dataDir }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            rmSync(dataDir, { recursive: true, force: true });
            return resolve();
          }
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            rmSync(dataDir, { recursive: true, force: true });
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
