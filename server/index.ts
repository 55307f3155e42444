import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seed } from './db/seed.ts';
import { checkConfig } from '../scripts/config-check.ts';

const ROOT = join(import.meta.dirname, '..');

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
  await seed(db, config.mode);
  const app = await buildApp({ db, mode: config.mode, trustProxy: config.trustProxy, distDir: config.distDir });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Server listening on http://localhost:${port} (db: ${db.description})`);

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
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
