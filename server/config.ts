import type { ServerMode } from './app-context.ts';

/** Settings read from the environment at start (see server/index.ts). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite folder, or ':memory:'; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  mode: ServerMode;
}

const MODES: readonly ServerMode[] = ['production', 'demo', 'test'];

/**
 * Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (unset), SERVER_MODE (demo).
 * Throws with the variable's name when a value is unusable.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: '${env.PORT}' is not a port number`);
  const mode = (env.SERVER_MODE ?? 'demo') as ServerMode;
  if (!MODES.includes(mode)) throw new Error(`SERVER_MODE: '${env.SERVER_MODE}' must be one of ${MODES.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
  };
}
