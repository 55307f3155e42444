import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * The port in a server's listening line (`Server listening on http://localhost:<port> …`, server/index.ts and
 * server/cluster.ts), or null when `output` has none yet. Test servers start with PORT=0 and report the port the OS
 * gave them: a port asked of the OS and released before the server binds it can be taken in between (a sibling
 * test's listener, or any outgoing connection's local port).
 */
export function listeningPort(output: string): number | null {
  const match = /Server listening on http:\/\/localhost:([0-9]+)/.exec(output);
  return match ? Number(match[1]) : null;
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
  return new Promise<ServerProcess>((resolve, reject) => {
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
        // Any free port, reported in the listening line (listeningPort).
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server: ServerProcess = { base: '', port: 0, child, dataDir, output: [] };
    living.add(child);
    const onOutput = (chunk: Buffer) => {
      server.output.push(chunk.toString());
      const port = server.port === 0 ? listeningPort(server.output.join('')) : null;
      if (port !== null) {
        server.port = port;
        server.base = `http://127.0.0.1:${port}`;
        resolve(server);
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('exit', (code) => {
      living.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server ${server.base || '(not yet listening)'} exited with ${code}:\n${server.output.join('')}`));
    });
  });
}

/**
 * Starts `count` server processes (test mode unless `env` sets SERVER_MODE) on free loopback ports (PORT=0), all with `env` (e.g. DATABASE_URL of one
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
