import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seed } from './db/seed.ts';
import type { FastifyInstance } from 'fastify';
import { demoAdapters } from './demo-adapters.ts';
import { isLoopbackAddress } from './server-modes.ts';
import { checkConfig } from '../scripts/config-check.ts';

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
 * migrations, seed, listen. Stops gracefully on SIGINT/SIGTERM (hub sockets closed, then the database).
 */
export async function main(): Promise<void> {
  const config = readConfig();
  // design: config is checked at server start too; the error names file, JSON path and rule.
  await checkConfig(ROOT);
  const db = await openDb(config);
  await migrate(db);
  await seed(db, config.mode, { games: config.seedGames });
  const app = await buildApp({
    db,
    mode: config.mode,
    trustProxy: config.trustProxy,
    distDir: config.distDir,
    demoTestRoutes: config.demoTestRoutes,
    hubOrigins: config.hubOrigins,
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Server listening on http://localhost:${port} (${config.mode} mode, db: ${db.description})`);
  for (const line of await startWarnings(app, config.host)) console.warn(`WARNING: ${line}`);

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('shutdown failed:', error);
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal during the shutdown (timeout, a process manager, Ctrl-C twice) must not kill the
  // process before the database is closed and the data folder's lock released.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Issue 19 item 6: `npm run check:config`, then `kill -HUP <pid>` serves the edited config without a restart; a config
  // that fails the check is refused and the old one keeps serving (same as POST /api/operator/config/reload).
  process.on('SIGHUP', () => void reloadConfig(app));
}

/** Reloads config/ on SIGHUP and logs the result: the new version, or every problem and that the old config is still served. */
export async function reloadConfig(app: FastifyInstance): Promise<void> {
  const result = await app.siteConfig.reload();
  if (result.ok) {
    console.log(`SIGHUP: config reloaded, version ${result.configVersion}, brands ${result.brands.join(', ')}`);
    for (const line of result.restartNeeded) console.warn(`WARNING: ${line}`);
  } else {
    console.error(`SIGHUP: config reload refused, still serving version ${result.configVersion}:\n${result.problems.join('\n')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
