import { resolve } from 'node:path';
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
  /**
   * From TRUST_PROXY. Unset/'false' = false: client IPs are the socket's. 'true' = one proxy hop: the client IP is
   * the right-most X-Forwarded-For entry (the address your proxy saw), never the client-written entries to its
   * left. Otherwise comma-separated proxy addresses/CIDRs, e.g. '10.0.0.0/8,127.0.0.1', skipped from the right.
   */
  trustProxy: boolean | string;
  /** Built site folder from DIST_DIR; unset = ./dist. Lets parallel test runs serve their own builds. */
  distDir?: string;
}

const MODES: readonly ServerMode[] = ['production', 'demo', 'test'];

/**
 * Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (unset), SERVER_MODE (demo),
 * TRUST_PROXY (unset: client IPs are the socket's; 'true' when ONE reverse proxy sits in front: the right-most
 * X-Forwarded-For entry; or the proxies' addresses/CIDRs), DIST_DIR (./dist).
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
