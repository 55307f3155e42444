import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { ServerMode } from './app-types';
import { modeRules } from './server-modes';
import { buildGames, SEED_GAMES_MAX } from './db/seed-data/casino';
import { parseSecretsKey } from './platform/secret-box';
import { readHub88Settings } from './casino/providers/hub88/hub88';
import type { Hub88Settings } from './casino/providers/hub88/hub88';
import { DEFAULT_SESSION_MAX_AGE_MS } from './auth/sessions';
import { LOG_LEVELS, type LogLevel } from './http/request-log';
import { DRAIN_DELAY_MS } from './platform/health/drain';
import { proxyTrust } from './http/trust-proxy';

/** Settings read from the environment at start (see server/index.ts). */
export interface ServerConfig {
  port: number;
  /** Listen address: HOST, else the mode's default (server-modes.ts: loopback in demo and test, 0.0.0.0 in production). */
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
  /** DEMO_TEST_ROUTES=on: demo mode keeps its loopback-only test helpers even with TRUST_PROXY set. */
  demoTestRoutes: boolean;
  /** HUB_ORIGINS: extra origins (ws:, wss:, http:, https:) the hub may be reached at, for the CSP's connect-src. */
  hubOrigins: string[];
  /** SEED_GAMES: the seed grows the casino catalogue to this many games; undefined = the demo catalogue as is. */
  seedGames?: number;
  /**
   * WORKERS: server processes sharing the port (server/cluster.ts, docs/performance.md "Scale-out"). 1 = one process,
   * no cluster primary (today's behaviour, PGlite allowed); more needs databaseUrl.
   */
  workers: number;
  /**
   * SSR_GUARD: 'on' (default) bounds the server render in time (server/site-config/ssr.ts PAGE_RENDER_DEFAULTS);
   * 'off' lifts the time bounds for the browser journeys (PAGE_RENDER_UNBOUNDED), refused in production mode.
   */
  ssrGuard: boolean;
  /** SESSION_MAX_AGE_DAYS: a login session's absolute lifetime, ms (default 30 days; server/auth/sessions.ts). */
  sessionMaxAgeMs: number;
  /**
   * STEP_UP_WINDOW_MINUTES (default 5): how long a login or re-authentication lets a guarded call through;
   * PAYOUT_HOLD_HOURS (default 24): how long a withdrawal to a payout destination never used before is held
   * (docs/security.md "Step-up", docs/wallet.md). Unset: the defaults of server/auth/step-up.ts.
   */
  stepUp: { windowMs?: number; payoutHoldMs?: number };
  /**
   * SECRETS_KEY: the 32-byte AES-256-GCM key that seals the authenticator secrets at rest (server/platform/secret-box.ts,
   * docs/security.md "Two-step sign-in"). Required in production; unset in demo and test mode = the development key the
   * database keeps.
   */
  secretsKey?: Buffer;
  /** HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY, HUB88_PRIVATE_KEY: a real Hub88 account (all or none; docs/providers.md "Settings"). */
  hub88?: Hub88Settings;
  /**
   * HUB88_SIMULATOR: on, chaos or off. Starts the Hub88 simulator beside a single-process demo or test server (docs/providers.md
   * "Simulator"); default on in demo mode, off in test mode; refused in production and with a real Hub88 account.
   */
  hub88Simulator: false | 'on' | 'chaos';
  /** METRICS_PORT: the port of the metrics listener (docs/operations.md "Metrics"); undefined = no listener. */
  metricsPort?: number;
  /** METRICS_HOST: the metrics listener's address; default 127.0.0.1 (loopback: a scraper on this machine). */
  metricsHost: string;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS (default 25): how long a process drains after SIGTERM (in-flight requests finish, hub
   * sockets are told to reconnect) before it cuts what is left and exits (docs/operations.md "Deploys").
   */
  shutdownTimeoutMs: number;
  /**
   * DRAIN_DELAY_SECONDS (default 5): how long a stopping process keeps answering, not ready and with `Connection:
   * close` on every reply, before it stops listening (platform/health/drain.ts). Part of SHUTDOWN_TIMEOUT_SECONDS.
   */
  drainDelayMs: number;
  /** LOG_LEVEL: pino's level of the JSON-lines log (default info: one line per request; docs/operations.md "Logs"). */
  logLevel: LogLevel;
  /**
   * The operator API's own listener (docs/operators.md "The operator listener"): OPERATOR_PORT (default PORT + 1, or
   * any free port when PORT is 0; 'off' = no operator API) on OPERATOR_HOST (default 127.0.0.1: this machine only).
   */
  operator: { port: number; host: string } | null;
}

/** The most processes WORKERS may ask for: each holds a database pool, so more is a typo rather than a plan. */
export const WORKERS_MAX = 64;

const MODES: readonly ServerMode[] = ['production', 'demo', 'test'];

/**
 * Reads PORT (8080), HOST (127.0.0.1 in demo and test mode, 0.0.0.0 in production), DATA_DIR (./data), DATABASE_URL
 * (unset), SERVER_MODE (demo), TRUST_PROXY (unset: client IPs are the socket's; 'true' when ONE reverse proxy sits in
 * front: the right-most X-Forwarded-For entry; or the proxies' addresses/CIDRs), DIST_DIR (./dist), DEMO_TEST_ROUTES
 * (off), HUB_ORIGINS (none; comma-separated origins), SEED_GAMES (unset), WORKERS (1; a whole number up to WORKERS_MAX or
 * 'auto' = the CPUs, `cpus` defaults to os.availableParallelism(); more than 1 needs DATABASE_URL), SSR_GUARD (on; 'off'
 * not in production), SECRETS_KEY (required in production), LOG_LEVEL (info), METRICS_PORT (unset: no
 * metrics listener), METRICS_HOST (127.0.0.1), SHUTDOWN_TIMEOUT_SECONDS (25), DRAIN_DELAY_SECONDS (5). Throws with the variable's name when a value is unusable.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cpus = availableParallelism()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: '${env.PORT}' is not a port number`);
  const mode = (env.SERVER_MODE ?? 'demo') as ServerMode;
  if (!MODES.includes(mode)) throw new Error(`SERVER_MODE: '${env.SERVER_MODE}' must be one of ${MODES.join(', ')}`);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const demoTestRoutes = env.DEMO_TEST_ROUTES === 'on';
  const databaseUrl = env.DATABASE_URL || undefined;
  const workers = parseWorkers(env.WORKERS, cpus);
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      `WORKERS=${env.WORKERS?.trim()} (${workers} processes) needs DATABASE_URL: the embedded database (DATA_DIR) is opened by one process only. ` +
        'Set DATABASE_URL to a PostgreSQL server, or leave WORKERS unset for one process.',
    );
  }
  const ssrGuard = parseSsrGuard(env.SSR_GUARD, mode);
  const secretsKey = parseSecretsKeyEnv(env.SECRETS_KEY, mode);
  const hub88 = readHub88Settings(env);
  if ((env.OPERATOR_TOKEN ?? '').trim() !== '' && mode === 'production') {
    throw new Error(
      'OPERATOR_TOKEN: a shared operator secret is no longer accepted; operators sign in with their own accounts ' +
        '(npm run operator -- operators add <name> <role>; docs/operators.md "Operator accounts"). Unset OPERATOR_TOKEN.',
    );
  }
  return {
    port,
    host: env.HOST || modeRules(mode, { trustProxy, demoTestRoutes }).defaultHost,
    dataDir: env.DATA_DIR || './data',
    databaseUrl,
    mode,
    trustProxy,
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
    demoTestRoutes,
    hubOrigins: parseHubOrigins(env.HUB_ORIGINS),
    seedGames: parseSeedGames(env.SEED_GAMES),
    workers,
    ssrGuard,
    sessionMaxAgeMs: parseSessionMaxAge(env.SESSION_MAX_AGE_DAYS),
    stepUp: {
      windowMs: parsePositive(env, 'STEP_UP_WINDOW_MINUTES', 60_000),
      payoutHoldMs: parsePositive(env, 'PAYOUT_HOLD_HOURS', 3_600_000, true),
    },
    secretsKey,
    hub88,
    hub88Simulator: parseHub88Simulator(env.HUB88_SIMULATOR, mode, workers, hub88 !== undefined),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    metricsPort: parseMetricsPort(env.METRICS_PORT),
    metricsHost: (env.METRICS_HOST ?? '').trim() || '127.0.0.1',
    shutdownTimeoutMs: parsePositive(env, 'SHUTDOWN_TIMEOUT_SECONDS', 1_000) ?? 25_000,
    drainDelayMs: parsePositive(env, 'DRAIN_DELAY_SECONDS', 1_000, true) ?? DRAIN_DELAY_MS,
    operator: parseOperatorListener(env, port),
  };
}

/** HUB88_SIMULATOR (see ServerConfig.hub88Simulator). */
function parseHub88Simulator(value: string | undefined, mode: ServerMode, workers: number, account: boolean): false | 'on' | 'chaos' {
  const text = (value ?? '').trim();
  if (text !== '' && !['on', 'chaos', 'off'].includes(text)) throw new Error(`HUB88_SIMULATOR: '${value}' must be on, chaos or off`);
  const wanted = text === '' ? (mode === 'demo' ? 'on' : 'off') : text;
  if (wanted === 'off') return false;
  // The default in demo mode yields to what the simulator cannot stand beside; an explicit on is refused instead.
  const refusal = mode === 'production' ? 'production plays real Hub88 only' : account ? 'HUB88_* name a real Hub88 account' : workers > 1 ? 'the simulator serves one process (WORKERS=1)' : null;
  if (refusal && text === '') return false;
  if (refusal) throw new Error(`HUB88_SIMULATOR: ${refusal}`);
  return wanted as 'on' | 'chaos';
}

/** METRICS_PORT: unset or blank = no metrics listener; else a port number (0 = any free port). */
function parseMetricsPort(value: string | undefined): number | undefined {
  if ((value ?? '').trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT: '${value}' is not a port number`);
  return port;
}

/** LOG_LEVEL: one of LOG_LEVELS, default info. */
function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? '').trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL: '${value}' must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel;
}

/** OPERATOR_PORT and OPERATOR_HOST (see ServerConfig.operator); throws naming the variable when unusable. */
function parseOperatorListener(env: NodeJS.ProcessEnv, port: number): ServerConfig['operator'] {
  const text = (env.OPERATOR_PORT ?? '').trim();
  if (text === 'off') return null;
  const operatorPort = text === '' ? (port === 0 ? 0 : port + 1) : Number(text);
  if (!/^[0-9]*$/.test(text) || !Number.isInteger(operatorPort) || operatorPort > 65535) throw new Error(`OPERATOR_PORT: '${env.OPERATOR_PORT}' is not a port number (or off)`);
  if (operatorPort !== 0 && operatorPort === port) throw new Error(`OPERATOR_PORT: ${operatorPort} is the public PORT; the operator API needs a port of its own`);
  return { port: operatorPort, host: (env.OPERATOR_HOST ?? '').trim() || '127.0.0.1' };
}

/**
 * SECRETS_KEY: 32 bytes as base64 or 64 hex digits (parseSecretsKey); unset or blank = undefined, except in production
 * mode, which refuses to start without it: the development key lives in the database it would protect.
 */
function parseSecretsKeyEnv(value: string | undefined, mode: ServerMode): Buffer | undefined {
  if ((value ?? '').trim() !== '') return parseSecretsKey(value ?? '');
  if (mode !== 'production') return undefined;
  throw new Error(
    'SECRETS_KEY: production needs the key that encrypts the authenticator secrets at rest: 32 random bytes as base64 or 64 hex digits ' +
      '(e.g. `openssl rand -base64 32`), kept apart from the database and its backups (docs/security.md "Two-step sign-in")',
  );
}

/** SESSION_MAX_AGE_DAYS: unset or empty = 30; else a number of days from 1 to 365 (fractions allowed), as ms. */
function parseSessionMaxAge(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_SESSION_MAX_AGE_MS;
  const days = Number(text);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text) || days < 1 || days > 365) {
    throw new Error(`SESSION_MAX_AGE_DAYS: '${value}' must be a number of days from 1 to 365 (a session's absolute lifetime)`);
  }
  return Math.round(days * 24 * 60 * 60 * 1000);
}

/**
 * env[name] as a number of units (`unitMs` each) in ms, or undefined when unset or empty; a positive number (0 too
 * when `zeroAllowed`), at most a year. Throws naming the variable otherwise.
 */
function parsePositive(env: NodeJS.ProcessEnv, name: string, unitMs: number, zeroAllowed = false): number | undefined {
  const text = (env[name] ?? '').trim();
  if (text === '') return undefined;
  const value = Number(text);
  const ms = value * unitMs;
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text) || !Number.isFinite(ms) || (value === 0 && !zeroAllowed) || ms > 366 * 24 * 3_600_000) {
    throw new Error(`${name}: '${env[name]}' is not a positive number${zeroAllowed ? ' (or 0)' : ''} of ${unitMs === 60_000 ? 'minutes' : unitMs === 1_000 ? 'seconds' : 'hours'}`);
  }
  return Math.round(ms);
}

/** SSR_GUARD: unset, empty or 'on' = true; 'off' = false, except in production mode (the guard is what keeps renders from starving the rest). */
function parseSsrGuard(value: string | undefined, mode: ServerMode): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === 'on') return true;
  if (text !== 'off') throw new Error(`SSR_GUARD: '${value}' must be on or off`);
  if (mode === 'production') throw new Error('SSR_GUARD: off is for the browser journeys; production keeps the server render bounded');
  return false;
}

/** WORKERS: unset or empty = 1; 'auto' = `cpus` (capped at WORKERS_MAX); else a whole number from 1 to WORKERS_MAX. */
export function parseWorkers(value: string | undefined, cpus: number): number {
  const text = (value ?? '').trim();
  if (text === '') return 1;
  if (text === 'auto') return Math.min(Math.max(1, Math.floor(cpus)), WORKERS_MAX);
  if (!/^[0-9]+$/.test(text)) throw new Error(`WORKERS: '${value}' is not a number of processes (e.g. WORKERS=4, or WORKERS=auto for one per CPU)`);
  const workers = Number(text);
  if (workers < 1 || workers > WORKERS_MAX) throw new Error(`WORKERS: ${text} is out of range: from 1 to ${WORKERS_MAX} processes (WORKERS=auto: one per CPU)`);
  return workers;
}

/** A whole number of games from the demo catalogue's own count to SEED_GAMES_MAX; unset or empty = undefined. */
function parseSeedGames(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const games = Number(value.trim());
  if (!/^[0-9]+$/.test(value.trim()) || !Number.isSafeInteger(games)) {
    throw new Error(`SEED_GAMES: '${value}' is not a whole number of games (e.g. SEED_GAMES=5000)`);
  }
  const least = buildGames().length;
  if (games < least || games > SEED_GAMES_MAX) {
    throw new Error(`SEED_GAMES: ${games} is out of range: from ${least} (the demo catalogue) to ${SEED_GAMES_MAX} games`);
  }
  return games;
}

/** Comma-separated origins, each a bare ws:, wss:, http: or https: origin (no path, query or wildcard). */
function parseHubOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const origin of origins) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    const bare = url !== null && ['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol) && `${url.protocol}//${url.host}` === origin.replace(/\/$/, '');
    if (!bare) throw new Error(`HUB_ORIGINS: '${origin}' is not an origin like wss://hub.example.com`);
  }
  return origins.map((origin) => origin.replace(/\/$/, ''));
}

/** TRUST_PROXY: false, true or a list of proxies; a list entry that is no address throws at start (server/http/trust-proxy.ts). */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  proxyTrust(value);
  return value;
}
