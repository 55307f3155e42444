import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import type { RateLimits, ServerMode } from './app-types';
import type { Db } from './db/db';
import { MAX_URL_PATH, registerBadUrlRoute, rewriteBadUrl } from './http/bad-url';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { installAuthFirst } from './http/auth';
import { installIdempotency } from './http/idempotency';
import { installRequestContext } from './http/request-context';
import { installRequestLog, requestIdOptions, loggerOptions, type LogLevel, type LogStream } from './http/request-log';
import { installSecurityHeaders } from './http/security-headers';
import { proxyTrust } from './http/trust-proxy';
import { installStaticSite } from './http/static-site';
import { siteConfigFastifyPlugin, type SiteConfigOptions } from './site-config/plugin';
import { corePlugin } from './platform/core-plugin';
import { Metrics, instrumentDb } from './platform/metrics/metrics';
import { metricsFastifyPlugin } from './platform/metrics/plugin';
import { installDrain } from './platform/health/drain';
import { hubPlugin } from './hub/plugin';
import { platformPlugin, type PlatformOptions } from './platform/platform-plugin';
import { operatorAuditPlugin } from './operator/audit-plugin';
import { operatorListenerPlugin } from './http/operator-listener';
import { protectionPlugin } from './protection/service-plugin';
import { AREAS } from './areas';
import { registrationChecksPlugin } from './auth/service-plugin';
import { casinoServicePlugin } from './casino/service-plugin';
import type { Hub88Settings } from './casino/providers/hub88/hub88';
import { paymentsPlugin } from './wallet/service-plugin';
import { installTestRouteGate } from './server-modes';
import type { HubTimings } from './hub/hub-connection';
import { HUB_PATH, installHub } from './hub/hub-route';
import { IdempotencyStore } from './http/idempotency-store';
import type { IdempotencyOptions } from './http/idempotency-store';
import type { MessageSender } from './notifications/message-sender';
import type { ProtectionProfile } from './protection/profile';
import { warmPasswordRule } from './auth/password-rule';
import { passwordGuardPlugin } from './auth/password-guard-plugin';
import type { PasswordChallengeOptions } from './auth/password-guard';
import type { StepUpRules } from './auth/step-up';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the API areas registered (server/areas.ts), HEAD twins included, in registration order. */
    areaRoutes: readonly RouteOptions[];
  }
}

export interface BuildAppOptions {
  /** A migrated database (see migrate()); the app does not close it. */
  db: Db;
  mode: ServerMode;
  /** The built site; default `<repo>/dist`. */
  distDir?: string;
  /** The server render's bundle (docs/architecture.md "Server-rendered pages"); default dist-ssr/entry-server.js beside distDir (server/site-config/ssr.ts). */
  ssrFile?: string;
  /** Bounds of the server render and its page cache; server/site-config/ssr.ts PAGE_RENDER_DEFAULTS for the rest. */
  pageRender?: SiteConfigOptions['pageRender'];
  /** The folder whose config/ (and schemas/, src/ for the check) the brands are loaded from; default the repository (tests pass a temp copy). */
  configRoot?: string;
  /**
   * The log (server/http/request-log.ts, docs/operations.md "Logs"): JSON lines at `level` (LOG_LEVEL; default info: one
   * line per request) to `stream` (default stdout), secrets censored; false logs nothing. Default: none in test mode.
   */
  logger?: false | { level?: LogLevel; stream?: LogStream };
  /** Overrides of rateLimitsFor(mode): DEFAULT_RATE_LIMITS, or 1000/min each in test mode (docs/security.md). */
  rateLimits?: Partial<RateLimits>;
  /** Hub keep-alive and timeout, ms; default 15 s / 30 s (docs/product.md §9). */
  hubTimings?: Partial<HubTimings>;
  /** How often idle sessions are ended and dead sessions' hub sockets closed, ms; default 60 s (session-sweep.ts). */
  sessionSweepMs?: number;
  /** 'notify' fans hub pushes out through LISTEN/NOTIFY; default: 'notify' on PostgreSQL, 'local' on PGlite. */
  fanout?: 'local' | 'notify';
  /**
   * Whose address request.ip (and so every per-IP rate limit) is. false (default): the socket's. true: ONE proxy
   * hop, i.e. the right-most X-Forwarded-For entry, the address the proxy itself saw (entries to its left are
   * written by the client and ignored, so rotating them gives no fresh budget). A string: comma-separated proxy
   * addresses/CIDRs, skipped from the right; the first untrusted address is the client (server/http/trust-proxy.ts).
   * A trusted proxy's X-Request-Id names the request's log line. The operator listener ignores it all: it always
   * uses the socket's address (server/http/operator-listener.ts).
   */
  trustProxy?: boolean | string;
  /** SMS / e-mail sender; default the outbox (demo adapter). */
  sender?: MessageSender;
  /** Player protection profile; default config/site.json `compliance` (read at start). */
  compliance?: ProtectionProfile;
  /** Idempotency-Key keys: kept 24 h by the real clock unless told otherwise (tests pass a clock). */
  idempotency?: Partial<IdempotencyOptions>;
  /** Extra origins the hub may be reached at, added to the CSP's connect-src (HUB_ORIGINS); default none. */
  hubOrigins?: readonly string[];
  /** DEMO_TEST_ROUTES=on: demo mode keeps its loopback-only test helpers although trustProxy is set (server-modes.ts). */
  demoTestRoutes?: boolean;
  /**
   * The schemas/ directory whose request contracts and form rules (schemas/api, schemas/forms) the API validates with,
   * read at start; default the repository's `schemas/`. Tests pass an edited copy (docs/architecture.md "Forms").
   */
  schemasDir?: string;
  /** The password breaker's challenge and hold; default PASSWORD_CHALLENGE_DEFAULTS (test mode: a light challenge). */
  passwordChallenge?: Partial<PasswordChallengeOptions>;
  /** Overrides of config/site.json `phones` (allowed countries, SMS budget); see server/platform/platform-plugin.ts. */
  phones?: PlatformOptions['phones'];
  /** Step-up window and payout hold (STEP_UP_WINDOW_MINUTES, PAYOUT_HOLD_HOURS); default 5 min and 24 h (docs/security.md). */
  stepUp?: Partial<StepUpRules>;
  /**
   * SECRETS_KEY (readConfig): the 32-byte key that seals the authenticator secrets at rest; unset = the development key
   * the database keeps (server/platform/secret-box.ts). readConfig refuses a production start without it.
   */
  secretsKey?: Buffer;
  /** A real Hub88 account (config.ts HUB88_*; docs/providers.md "Settings"); without it production does not start the Hub88 adapter. */
  hub88?: Hub88Settings;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Production and demo limits; docs/security.md gives each one's key and reason. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: MINUTE },
  loginAccount: { max: 30, windowMs: HOUR },
  register: { max: 20, windowMs: MINUTE },
  resetPassword: { max: 5, windowMs: 10 * MINUTE },
  phoneCode: { max: 5, windowMs: 10 * MINUTE },
  smsNumberHour: { max: 5, windowMs: HOUR },
  smsNumberDay: { max: 10, windowMs: DAY },
  smsIpHour: { max: 20, windowMs: HOUR },
  smsIpDay: { max: 50, windowMs: DAY },
  resetGuess: { max: 10, windowMs: 10 * MINUTE },
  resetGuessDay: { max: 20, windowMs: DAY },
  resetGuessIp: { max: 30, windowMs: 10 * MINUTE },
  funLaunch: { max: 20, windowMs: MINUTE },
  funSpin: { max: 120, windowMs: MINUTE },
  // 30 password checks per 10 minutes from one address, whatever the accounts: a family or office behind one address
  // does not type 30 passwords in 10 minutes, and a sprayer gets 3 a minute instead of argon2's pace.
  loginIp: { max: 30, windowMs: 10 * MINUTE },
  // 5 current-password checks per 10 minutes per player: a stolen session cannot guess the password fast.
  changePassword: { max: 5, windowMs: 10 * MINUTE },
  // 300 failed checks in 5 minutes site-wide trips the challenge: several times a normal evening's typos, far below
  // a spray from many addresses (each held to loginIp). Raise it with the site's traffic (docs/security.md).
  passwordFailures: { max: 300, windowMs: 5 * MINUTE },
  secondStep: { max: 10, windowMs: 10 * MINUTE },
  twoStepProof: { max: 10, windowMs: 10 * MINUTE },
  passkeyLogin: { max: 10, windowMs: MINUTE },
  passkeyOptions: { max: 30, windowMs: MINUTE },
  // 5 wrong operator passwords per name in 15 minutes: an operator mistypes once or twice; a guesser is stopped long
  // before argon2's pace matters. 20 per address covers a few operators behind one office address.
  operatorFailures: { max: 5, windowMs: 15 * MINUTE },
  operatorFailuresIp: { max: 20, windowMs: 15 * MINUTE },
};
/** Test mode (unit and browser suites register many players from one IP) only throttles runaway loops. */
const RELAXED = { max: 1000, windowMs: MINUTE };
const TEST_MODE_RATE_LIMITS: RateLimits = {
  login: RELAXED, loginAccount: RELAXED, register: RELAXED, resetPassword: RELAXED, phoneCode: RELAXED,
  smsNumberHour: RELAXED, smsNumberDay: RELAXED, smsIpHour: RELAXED, smsIpDay: RELAXED,
  resetGuess: RELAXED, resetGuessDay: RELAXED, resetGuessIp: RELAXED, funLaunch: RELAXED, funSpin: RELAXED,
  loginIp: RELAXED, changePassword: RELAXED, passwordFailures: RELAXED,
  secondStep: RELAXED, twoStepProof: RELAXED,
  passkeyLogin: RELAXED, passkeyOptions: RELAXED,
  operatorFailures: RELAXED, operatorFailuresIp: RELAXED,
};

/**
 * The limits a server of `mode` starts with, before BuildAppOptions.rateLimits overrides: TEST_MODE_RATE_LIMITS
 * (1000/min each) in test mode, DEFAULT_RATE_LIMITS otherwise. The running app's are `app.rateLimits`.
 */
export function rateLimitsFor(mode: ServerMode): RateLimits {
  return mode === 'test' ? TEST_MODE_RATE_LIMITS : DEFAULT_RATE_LIMITS;
}

/** Fastify's logger option for BuildAppOptions.logger. */
function loggerOf(logger: NonNullable<BuildAppOptions['logger']>): FastifyServerOptions['logger'] {
  return logger === false ? false : loggerOptions(logger.level ?? 'info', logger.stream);
}

/**
 * Builds the platform server (docs/architecture.md "Server"): the §7 API under /api, the hub at /hub/frnotify, the built
 * site with history fallback, security headers on every reply; demo pages and test helpers as the mode says
 * (server-modes.ts). Not listening yet: call `listen`, or use
 * `inject` in tests. Closing the app closes the hub (not the db).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { mode } = options;
  // Every statement and transaction is timed, and ledger movements count at commit (docs/operations.md "Metrics").
  const metrics = new Metrics();
  const db = instrumentDb(options.db, metrics);
  // One decision for request.ip, X-Forwarded-Host / -Proto and a proxy's request id (server/http/trust-proxy.ts).
  const trust = proxyTrust(options.trustProxy);
  const app = Fastify({
    logger: loggerOf(options.logger ?? (mode === 'test' ? false : {})),
    ...requestIdOptions(trust),
    trustProxy: trust,
    bodyLimit: 256 * 1024,
    // Undecodable and over-long paths are routed to BAD_URL_PATH (400/414 through the hooks and the envelope);
    // frameworkErrors only answers what the router still refuses, with the envelope.
    rewriteUrl: rewriteBadUrl,
    routerOptions: { maxParamLength: MAX_URL_PATH },
    frameworkErrors: frameworkErrorHandler,
    // A request on a connection still open while the app closes is served, not refused with 503: draining
    // (platform/health/drain.ts) already tells each client to close its connection after its reply.
    return503OnClosing: false,
  });
  const rateLimits: RateLimits = { ...rateLimitsFor(mode), ...options.rateLimits };
  await app.register(platformPlugin, { db, mode, rateLimits, sender: options.sender, trustProxy: options.trustProxy, demoTestRoutes: options.demoTestRoutes, schemasDir: options.schemasDir, phones: options.phones });
  await app.register(passwordGuardPlugin, { challenge: options.passwordChallenge, secretsKey: options.secretsKey });
  await app.register(hubPlugin, { fanout: options.fanout });
  await app.register(corePlugin, { sessionSweepMs: options.sessionSweepMs, stepUp: options.stepUp, secretsKey: options.secretsKey });
  await app.register(protectionPlugin, { compliance: options.compliance });
  // On the root: the casino area's routes and the start-up check of demo adapters (demo-adapters.ts) use app.casino.
  await app.register(casinoServicePlugin, { hub88: options.hub88 });
  await app.register(paymentsPlugin);
  await app.register(registrationChecksPlugin);
  await app.register(metricsFastifyPlugin, { metrics });
  // On the root: every operator call of every area names its operator and is audited.
  await app.register(operatorAuditPlugin);

  // First, so that every reply (refusals by the hooks below included) carries the headers.
  await installSecurityHeaders(app, { hsts: app.rules.hsts, hubOrigins: options.hubOrigins });
  installRequestLog(app);
  installDrain(app);
  installRequestContext(app);
  // Before the other hooks but the request's language: the operator API answers on its own listener only (docs/operators.md).
  await app.register(operatorListenerPlugin);
  installTestRouteGate(app, app.rules);
  installErrorHandler(app);
  installAuthFirst(app, app.auth);
  installIdempotency(app, new IdempotencyStore(db, options.idempotency));

  await installHub(app, { hub: app.hub, sessions: app.sessions, tickets: app.sessionControl, timings: { keepAliveMs: 15_000, timeoutMs: 30_000, ...options.hubTimings } });
  app.post(`${HUB_PATH}/negotiate`, async (_request, reply) => reply.callNotFound());

  registerBadUrlRoute(app);
  // The areas' routes are recorded as they register (app.areaRoutes): the cross-cutting route suites and the
  // contract check walk them.
  const areaRoutes: RouteOptions[] = [];
  app.decorate('areaRoutes', areaRoutes);
  await app.register(async (areas) => {
    areas.addHook('onRoute', (route) => void areaRoutes.push(route));
    for (const area of AREAS) await areas.register(area);
  });
  const distDir = options.distDir ?? join(import.meta.dirname, '..', 'dist');
  // Brands by host name, their index.html, assets and texts, reload (docs/brands.md).
  await app.register(siteConfigFastifyPlugin, { root: options.configRoot ?? join(import.meta.dirname, '..'), distDir, ssrFile: options.ssrFile,
    pageRender: options.pageRender,
    // The boot data shows the profile the server enforces (a test's own, else config/site.json's).
    compliance: options.compliance as SiteConfigOptions['compliance'],
  });
  await installStaticSite(app, distDir);
  // The common-password dictionaries load once, at start, not on the first new password (docs/security.md).
  app.addHook('onReady', warmPasswordRule);
  return app;
}
