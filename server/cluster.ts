import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { ClusterMetrics, serveMetrics } from './platform/metrics/listener';

/**
 * The cluster primary of `WORKERS=N` (docs/performance.md "Scale-out"): N server processes share one
 * port through node:cluster (the primary accepts connections and hands them round-robin to the workers). The primary
 * serves no request and holds no database pool: it does the once-only work (`prepare`: config check, migrations,
 * seed), forks the workers, replaces a worker that dies, forwards SIGHUP, restarts the workers one at a time on
 * SIGUSR2 (a rolling restart: docs/operations.md "Deploys") and stops them all on SIGINT/SIGTERM. With `metrics` it
 * serves the sum of the workers' metrics on its own listener, carrying the counters of workers that exited
 * (docs/operations.md "Metrics").
 * Each worker runs server/index.ts's `serveWorker` (its own pool, app and hub) and answers the messages below.
 */

/** Primary -> worker over the IPC channel: close the hub sockets and the database, then exit 0. */
export const SHUTDOWN_MESSAGE = { cmd: 'casino:shutdown' } as const;

/** Environment the primary gives each worker: its slot (0..N-1), and '1' when it prints the start warnings. */
export const WORKER_SLOT_ENV = 'CASINO_WORKER_SLOT';
export const WORKER_WARNINGS_ENV = 'CASINO_WORKER_WARNINGS';

/** First replacement delay (ms); doubles with each consecutive early death of the same slot, up to RESTART_MAX_MS. */
export const RESTART_BASE_MS = 500;
export const RESTART_MAX_MS = 30_000;
/** A worker that served at least this long (ms) before dying was healthy: its slot's backoff starts over. */
export const STABLE_AFTER_MS = 30_000;

/**
 * Delay (ms) before replacing a worker whose slot had `failures` consecutive early deaths before this one (0 = the
 * first): 500, 1,000, 2,000 … 30,000 ms, so a crash loop (bad deploy, database down) costs a fork every 30 s, not a spin.
 */
export function restartDelayMs(failures: number): number {
  return Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** Math.max(0, Math.min(failures, 16)));
}

export interface PrimaryOptions {
  workers: number;
  /**
   * The once-only work before forking (checkConfig, migrate, seed; its database closed again); resolves with the
   * database's description for the start line. Throws = no start.
   */
  prepare: () => Promise<string>;
  /** SERVER_MODE, for the start line. */
  mode: string;
  /** How long (ms) the workers get to close after SIGINT/SIGTERM before they are killed; default 15,000. */
  graceMs?: number;
  /** METRICS_PORT / METRICS_HOST: where the primary serves the workers' summed metrics; none when not given. */
  metrics?: { port: number; host: string };
}

/** The signal that restarts the workers one at a time (SIGHUP already reloads the config). */
export const ROLLING_RESTART_SIGNAL = 'SIGUSR2';

interface Slot {
  worker: Worker | null;
  /** Its worker listens, so its stop and SIGHUP handlers are installed (server/index.ts serveWorker). */
  ready: boolean;
  startedAt: number;
  failures: number;
  timer: NodeJS.Timeout | null;
}

const exitText = (code: number | null, signal: string | null) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Runs the primary. Resolves once every worker listens and the start line
 * `Server listening on http://localhost:<port> (<mode> mode, db: <description>, <N> workers: pids …)` is printed; rejects when `prepare` fails or a
 * worker dies before the first start completed (the others are stopped). Afterwards the process ends by
 * `process.exit`: 0 when every worker closed cleanly after SIGINT/SIGTERM, 1 otherwise.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const database = await options.prepare();
  const graceMs = options.graceMs ?? 15_000;
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ worker: null, ready: false, startedAt: 0, failures: 0, timer: null }));
  let started = false;
  let stopping = false;
  let cleanExits = true;

  /** Workers replaced by a rolling restart that are still draining, and what to call when each has exited. */
  const retired = new Set<Worker>();
  const retiredExit = new Map<Worker, () => void>();
  const live = () => [...slots.flatMap((slot) => (slot.worker ? [slot.worker] : [])), ...retired];
  /** The workers' summed metrics; every exit hands the worker's counters to its carry (platform/metrics/carry.ts). */
  const clusterMetrics = new ClusterMetrics();

  const finishIfDone = () => {
    if (!stopping || live().length > 0) return;
    console.log(cleanExits ? 'All workers stopped, exiting' : 'Workers stopped, some not cleanly');
    process.exit(cleanExits ? 0 : 1);
  };

  let failStart: (error: Error) => void = () => {};
  const listening = new Set<number>();
  let onAllListening: (port: number) => void = () => {};

  const fork = (index: number, first: boolean) => {
    const slot = slots[index];
    slot.timer = null;
    if (stopping) return;
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(index), [WORKER_WARNINGS_ENV]: first && index === 0 ? '1' : '' });
    slot.worker = worker;
    slot.ready = false;
    slot.startedAt = Date.now();
    // A worker listens on the public port first, then on the operator's (server/index.ts): its first 'listening' is
    // the one that makes it ready; the operator listener's would otherwise count it twice.
    let announced = false;
    worker.on('listening', (address) => {
      if (announced) return;
      announced = true;
      slot.ready = true;
      if (started) {
        console.log(`worker ${worker.process.pid} (slot ${index}) listening`);
        return;
      }
      listening.add(index);
      if (listening.size === slots.length) onAllListening(address.port);
    });
    worker.on('exit', (code, signal) => {
      const pid = worker.process.pid;
      clusterMetrics.retire(worker);
      if (retired.delete(worker)) {
        // Replaced by a rolling restart: its slot already holds the new worker.
        console.log(`worker ${pid} (slot ${index}) retired with ${exitText(code, signal)}`);
        retiredExit.get(worker)?.();
        if (code !== 0) cleanExits = false;
        finishIfDone();
        return;
      }
      const wasReady = slot.ready;
      if (slot.worker === worker) {
        slot.worker = null;
        slot.ready = false;
      }
      if (stopping) {
        // A worker still starting is ended by SIGTERM's default action (it has opened nothing that needs closing).
        if (code !== 0 && wasReady) cleanExits = false;
        console.log(`worker ${pid} stopped with ${exitText(code, signal)}`);
        finishIfDone();
        return;
      }
      if (!started) {
        failStart(new Error(`worker ${pid} (slot ${index}) exited with ${exitText(code, signal)} before listening`));
        return;
      }
      slot.failures = Date.now() - slot.startedAt >= STABLE_AFTER_MS ? 0 : slot.failures + 1;
      const delay = restartDelayMs(Math.max(0, slot.failures - 1));
      console.error(`worker ${pid} (slot ${index}) exited unexpectedly with ${exitText(code, signal)}; starting a replacement in ${delay} ms`);
      slot.timer = setTimeout(() => fork(index, false), delay);
    });
  };

  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} received, already shutting down (waiting for ${live().length} workers)`);
      return;
    }
    stopping = true;
    console.log(`${signal} received, shutting down ${live().length} workers`);
    for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
    for (const slot of slots) {
      const worker = slot.worker;
      if (!worker) continue;
      // A worker that is still loading has no message handler yet: SIGTERM ends it (or its handler stops it).
      if (slot.ready && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of live()) {
        console.error(`worker ${worker.process.pid} did not stop within ${graceMs} ms, killing it`);
        worker.process.kill('SIGKILL');
      }
      cleanExits = false;
    }, graceMs).unref();
    finishIfDone();
  };

  let rolling = false;
  /**
   * Restarts the workers one at a time: for each slot a new worker is forked and, once it listens, the old one is told
   * to drain and exit (SHUTDOWN_MESSAGE); the next slot waits until it has gone. Capacity never drops below N. A new
   * worker that dies before listening ends the restart (the old one keeps serving).
   */
  const rollingRestart = async () => {
    if (rolling || stopping || !started) {
      console.log(`${ROLLING_RESTART_SIGNAL}: ${rolling ? 'a rolling restart is already under way' : 'not now'}`);
      return;
    }
    rolling = true;
    console.log(`${ROLLING_RESTART_SIGNAL}: restarting ${slots.length} workers one at a time`);
    try {
      for (let index = 0; index < slots.length && !stopping; index += 1) {
        const slot = slots[index];
        const old = slot.worker;
        if (!old || !slot.ready) continue;
        retired.add(old);
        const oldGone = new Promise<void>((resolve) => retiredExit.set(old, resolve));
        fork(index, false);
        const fresh = slot.worker;
        const listening = await new Promise<boolean>((resolve) => {
          fresh?.once('listening', () => resolve(true));
          fresh?.once('exit', () => resolve(false));
        });
        if (!listening) {
          console.error(`${ROLLING_RESTART_SIGNAL}: the new worker of slot ${index} did not start; stopping the rolling restart`);
          retired.delete(old);
          retiredExit.delete(old);
          // The failed worker's slot keeps the old one: no replacement is due.
          if (slot.timer) clearTimeout(slot.timer);
          slot.timer = null;
          slot.worker = old;
          slot.ready = true;
          return;
        }
        if (old.isConnected()) old.send(SHUTDOWN_MESSAGE);
        else old.process.kill('SIGTERM');
        await oldGone;
        retiredExit.delete(old);
      }
      console.log(`${ROLLING_RESTART_SIGNAL}: rolling restart done, pids ${live().map((worker) => worker.process.pid).join(', ')}`);
    } finally {
      rolling = false;
    }
  };

  // `on`, not `once`: a second Ctrl-C (the terminal sends it to the workers too; each ignores it while closing) or a
  // process manager's repeated SIGTERM must not end the primary before its workers closed their databases.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => {
    // Only to listening workers: SIGHUP ends a process that has no handler yet, and one still starting reads the
    // config fresh anyway.
    const workers = slots.flatMap((slot) => (slot.worker && slot.ready ? [slot.worker] : []));
    console.log(`SIGHUP: reloading the config in ${workers.length} workers`);
    for (const worker of workers) worker.process.kill('SIGHUP');
  });

  process.on(ROLLING_RESTART_SIGNAL, () => void rollingRestart());

  console.log(`Config checked, database migrated and seeded (${database}); starting ${slots.length} workers`);
  const port = await new Promise<number>((resolve, reject) => {
    onAllListening = resolve;
    failStart = reject;
    for (let index = 0; index < slots.length; index += 1) fork(index, true);
  }).catch((error: unknown) => {
    stopping = true;
    for (const worker of live()) worker.process.kill('SIGTERM');
    throw error;
  });
  started = true;
  if (options.metrics) {
    // Only workers that listen are asked: one still starting has nothing to count yet.
    const metrics = await serveMetrics(options.metrics.port, options.metrics.host, () =>
      clusterMetrics.exposition([...slots.flatMap((slot) => (slot.worker && slot.ready ? [slot.worker] : [])), ...retired]),
    );
    console.log(`Metrics of all workers on http://${options.metrics.host}:${metrics.port}/metrics`);
  }
  const pids = live().map((worker) => worker.process.pid).join(', ');
  console.log(`Server listening on http://localhost:${port} (${options.mode} mode, db: ${database}, ${slots.length} workers: pids ${pids}; primary pid ${process.pid})`);
}
