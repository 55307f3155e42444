import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildApp } from './app';
import { runPrimary, SHUTDOWN_MESSAGE, WORKER_WARNINGS_ENV } from './cluster';
import { readConfig } from './config';
import { PAGE_RENDER_UNBOUNDED } from './site-config/ssr';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import type { FastifyInstance } from 'fastify';
import { demoAdapters } from './demo-adapters';
import { isLoopbackAddress } from './server-modes';
import { configureSessionMaxAge } from './auth/sessions';
import { refuseDemoOperator } from './operator/accounts';
import { checkConfig } from '@scripts/config-check';
import { startDemoSimulator } from './casino/providers/hub88-simulator/demo';
import { drainAndClose } from './platform/health/drain';
import { answerMetricsRequests, registryExposition, serveMetrics } from './platform/metrics/listener';

const ROOT = join(import.meta.dirname, '..');

/**
 * What the operator must know at start: demo mode reachable beyond this machine (its demo PSP confirms deposits
 * without money), test helpers turned off behind a proxy, and in production every adapter that is still a demo one.
 */
async function startWarnings(app: FastifyInstance, host: string): Promise<string[]> {
  const warnings: string[] = [];
  if (app.mode === 'demo' && !isLoopbackAddress(host) && host !== 'localhost') {
    warnings.push(
      `demo mode is listening on ${host}, beyond this machine: anyone who reaches it can use the demo PSP (deposits without money). ` +
        'Test helpers still answer loopback callers only. Use SERVER_MODE=production for a real site.',
    );
  }
  if (app.mode === 'demo' && app.rules.testRoutes === 'off') warnings.push('TRUST_PROXY is set: the /api/test/* helpers are off (DEMO_TEST_ROUTES=on keeps them for loopback callers).');
  if (app.mode === 'production') {
    for (const adapter of await demoAdapters(app)) warnings.push(`demo adapter in production, its pages are not served: ${adapter}`);
  }
  return warnings;
}

/**
 * Starts the platform server in SERVER_MODE (default demo): config check, database (PGlite in DATA_DIR or PostgreSQL at DATABASE_URL),
 * migrations, seed, listen; the metrics listener on METRICS_PORT when set. Stops gracefully on SIGINT/SIGTERM (drained
 * within SHUTDOWN_TIMEOUT_SECONDS, then the database; docs/operations.md "Deploys").
 * With WORKERS=N > 1 (PostgreSQL only, readConfig refuses it otherwise) this process becomes the cluster primary
 * (server/cluster.ts): it does the config check, migrations and seed once, then forks N workers that each run
 * `serveWorker` on the same port (docs/performance.md "Scale-out").
 */
export async function main(): Promise<void> {
  const config = readConfig();
  if (config.workers > 1 && cluster.isWorker) return serveWorker(config);
  if (config.workers > 1) {
    return runPrimary({
      workers: config.workers,
      mode: config.mode,
      graceMs: config.shutdownTimeoutMs + 5_000,
      metrics: config.metricsPort === undefined ? undefined : { port: config.metricsPort, host: config.metricsHost },
      prepare: async () => {
        const db = await prepareDatabase(config);
        await db.close();
        return db.description;
      },
    });
  }
  const db = await prepareDatabase(config);
  const app = await buildServer(config, db);
  await app.listen({ port: config.port, host: config.host });
  const operatorPort = config.operator ? (await app.listenOperator(config.operator)).port : null;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Server listening on http://localhost:${port} (${config.mode} mode, db: ${db.description})`);
  if (config.hub88Simulator) {
    const simulator = await startDemoSimulator(app, port, config.hub88Simulator === 'chaos');
    console.log(`Hub88 simulator at ${simulator.url}: Hub88 games play through it (docs/providers.md "Simulator")`);
  }
  if (config.operator) console.log(`Operator API listening on http://${config.operator.host}:${operatorPort}`);
  for (const line of await startWarnings(app, config.host)) console.warn(`WARNING: ${line}`);
  const metrics = config.metricsPort === undefined ? null : await serveMetrics(config.metricsPort, config.metricsHost, () => registryExposition(app.metrics.registry));
  if (metrics) console.log(`Metrics on http://${config.metricsHost}:${metrics.port}/metrics`);
  const stop = stopper(app, db, '', { timeoutMs: config.shutdownTimeoutMs, delayMs: config.drainDelayMs }, metrics?.close);
  // `on`, not `once`: a second signal during the shutdown (timeout, a process manager, Ctrl-C twice) must not kill the
  // process before the database is closed and the data folder's lock released.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // `npm run check:config`, then `kill -HUP <pid>` serves the edited config without a restart; a config
  // that fails the check is refused and the old one keeps serving (same as POST /api/operator/config/reload).
  process.on('SIGHUP', () => void reloadConfig(app));
}

/** The once-only start work: config check, database opened, migrated and seeded. */
async function prepareDatabase(config: ServerConfig): Promise<Db> {
  // design: config is checked at server start too; the error names file, JSON path and rule.
  await checkConfig(ROOT);
  const db = await openDb(config);
  await migrate(db);
  await seed(db, config.mode, { games: config.seedGames });
  // A production server never runs with an operator whose password is public (docs/operators.md "Operator accounts").
  if (config.mode === 'production') await refuseDemoOperator(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  return db;
}

function buildServer(config: ServerConfig, db: Db): Promise<FastifyInstance> {
  // The absolute session lifetime is one rule for every session check of this process (sessions.ts liveSessionSql).
  configureSessionMaxAge(config.sessionMaxAgeMs);
  return buildApp({
    db,
    mode: config.mode,
    trustProxy: config.trustProxy,
    distDir: config.distDir,
    demoTestRoutes: config.demoTestRoutes,
    hubOrigins: config.hubOrigins,
    pageRender: config.ssrGuard ? undefined : PAGE_RENDER_UNBOUNDED,
    stepUp: config.stepUp,
    secretsKey: config.secretsKey,
    hub88: config.hub88,
    logger: { level: config.logLevel },
  });
}

/**
 * A stop function: drains and closes the app (platform/health/drain.ts: not ready for `delayMs`, then no new work,
 * in-flight requests finish, hub sockets told to reconnect) within `timeoutMs`, then the metrics listener and the database; exits 0, or 1 when the
 * bound cut the drain short or closing failed. Calls after the first are ignored, so a second signal never cuts the
 * shutdown short. `label` prefixes its log lines.
 */
function stopper(app: FastifyInstance, db: Db, label: string, bounds: { timeoutMs: number; delayMs: number }, closeMetrics?: () => Promise<void>): (reason: string) => Promise<void> {
  let stopping = false;
  return async (reason) => {
    if (stopping) return;
    stopping = true;
    console.log(`${label}${reason} received, shutting down (draining, at most ${bounds.timeoutMs} ms)`);
    try {
      const drained = await drainAndClose(app, bounds.timeoutMs, bounds.delayMs);
      if (!drained) console.error(`${label}drain not done within ${bounds.timeoutMs} ms: open connections cut`);
      await closeMetrics?.();
      await db.close();
      process.exit(drained ? 0 : 1);
    } catch (error) {
      console.error(`${label}shutdown failed:`, error);
      process.exit(1);
    }
  };
}

/**
 * One cluster worker (forked by server/cluster.ts): its own database pool, app and hub on the shared port; the
 * primary already migrated and seeded. Stops gracefully on the primary's SHUTDOWN_MESSAGE, on SIGTERM and on SIGINT
 * (Ctrl-C reaches the whole process group); reloads config on SIGHUP. When the primary is gone (killed), node:cluster
 * ends the worker at once, so no worker outlives it.
 */
async function serveWorker(config: ServerConfig): Promise<void> {
  const label = `worker ${process.pid}: `;
  // Handlers first: a stop or SIGHUP that arrives while the worker still starts must not be lost (nor kill it: a
  // SIGHUP without a handler ends a process). Before the app exists there is nothing to close, and the config is
  // read fresh by the start itself.
  let stop: ((reason: string) => Promise<void>) | null = null;
  let app: FastifyInstance | null = null;
  const onStop = (reason: string) => (stop ? void stop(reason) : process.exit(0));
  process.on('message', (message) => {
    if (isDeepStrictEqual(message, SHUTDOWN_MESSAGE)) onStop('shutdown request');
  });
  process.on('SIGINT', () => onStop('SIGINT'));
  process.on('SIGTERM', () => onStop('SIGTERM'));
  process.on('SIGHUP', () => void (app && reloadConfig(app, label)));
  // The primary serves the sum of every worker's metrics (platform/metrics/listener.ts).
  answerMetricsRequests(() => app?.metrics.registry ?? null);
  const db = await openDb(config);
  app = await buildServer(config, db);
  stop = stopper(app, db, label, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.drainDelayMs });
  await app.listen({ port: config.port, host: config.host });
  if (config.operator) await app.listenOperator(config.operator);
  if (process.env[WORKER_WARNINGS_ENV] === '1') {
    for (const line of await startWarnings(app, config.host)) console.warn(`WARNING: ${line}`);
  }
}

/** Reloads config/ on SIGHUP and logs the result: the new version, or every problem and that the old config is still served. */
export async function reloadConfig(app: FastifyInstance, label = ''): Promise<void> {
  const result = await app.siteConfig.reload();
  if (result.ok) {
    console.log(`${label}SIGHUP: config reloaded, version ${result.configVersion}, brands ${result.brands.join(', ')}`);
    for (const line of result.restartNeeded) console.warn(`${label}WARNING: ${line}`);
  } else {
    console.error(`${label}SIGHUP: config reload refused, still serving version ${result.configVersion}:\n${result.problems.join('\n')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
