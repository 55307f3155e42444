import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext, RateLimits, ServerMode } from './app-context.ts';
import type { Db } from './db/db.ts';
import { ApiSchemas } from './http/api-schemas.ts';
import { createAuth, installAuthFirst } from './http/auth.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installRequestContext } from './http/request-context.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStaticSite } from './http/static-site.ts';
import { LocalFanout, NotifyFanout } from './hub/fanout.ts';
import type { Fanout } from './hub/fanout.ts';
import type { HubTimings } from './hub/hub-connection.ts';
import { registerHubRoute } from './hub/hub-route.ts';
import { Hub } from './hub/hub.ts';
import { ROUTES } from './routes/index.ts';
import { CmsService } from './services/cms.ts';
import { OutboxSender } from './services/message-sender.ts';
import { NotificationService } from './services/notifications.ts';
import type { MessageSender } from './services/message-sender.ts';
import { PlayerService } from './services/players.ts';
import { ProtectionService, registerProtection } from './services/protection.ts';
import { loadProtectionProfile } from './services/protection-profile.ts';
import type { ProtectionProfile } from './services/protection-profile.ts';
import { startSessionSweep } from './services/session-sweep.ts';
import { SessionService } from './services/sessions.ts';
import { WalletService } from './services/wallet.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the routes use, for tests and for later wiring (e.g. providers pushing through the hub). */
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  /** A migrated database (see migrate()); the app does not close it. */
  db: Db;
  mode: ServerMode;
  /** The built site; default `<repo>/dist`. */
  distDir?: string;
  /** Fastify logger option; default: warnings and errors, none in test mode. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Default: DEFAULT_RATE_LIMITS (login 10/min per IP+username, register 20/min per IP, reset codes 5/10 min per
   * username, phone codes 5/10 min per player); 1000/min in test mode.
   */
  rateLimits?: Partial<RateLimits>;
  /** Hub keep-alive and timeout, ms; default 15 s / 30 s (spec §9). */
  hubTimings?: Partial<HubTimings>;
  /** How often idle sessions are ended and dead sessions' hub sockets closed, ms; default 60 s (session-sweep.ts). */
  sessionSweepMs?: number;
  /** 'notify' fans hub pushes out through LISTEN/NOTIFY; default: 'notify' on PostgreSQL, 'local' on PGlite. */
  fanout?: 'local' | 'notify';
  /**
   * Whether X-Forwarded-For is believed (Fastify trustProxy: true, or comma-separated proxy addresses/CIDRs).
   * Default false: without a proxy in front, trusting it would let a client pick its own IP and dodge rate limits.
   */
  trustProxy?: boolean | string;
  /** SMS / e-mail sender; default the outbox (demo adapter). */
  sender?: MessageSender;
  /** Player protection profile; default config/site.json `compliance` (read at start). */
  compliance?: ProtectionProfile;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: 60_000 },
  register: { max: 20, windowMs: 60_000 },
  resetPassword: { max: 5, windowMs: 10 * 60_000 },
  phoneCode: { max: 5, windowMs: 10 * 60_000 },
};
/** Test mode (unit and browser suites register many players from one IP) only throttles runaway loops. */
const TEST_MODE_RATE_LIMITS: RateLimits = {
  login: { max: 1000, windowMs: 60_000 },
  register: { max: 1000, windowMs: 60_000 },
  resetPassword: { max: 1000, windowMs: 60_000 },
  phoneCode: { max: 1000, windowMs: 60_000 },
};

/**
 * Builds the platform server (design: "Server"): the §7 API under /api, the hub at /hub/frnotify, the built
 * site with history fallback, security headers on every reply. Not listening yet: call `listen`, or use
 * `inject` in tests. Closing the app closes the hub (not the db).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, mode } = options;
  const app = Fastify({
    // warn: errors and warnings only; the per-request info lines would drown the log under the 3 s balance poll.
    logger: options.logger ?? (mode === 'test' ? false : { level: 'warn' }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });
  const schemas = await ApiSchemas.load();
  app.setValidatorCompiler(schemas.compiler);

  const fanout: Fanout = (options.fanout ?? (db.kind === 'postgres' ? 'notify' : 'local')) === 'notify' ? new NotifyFanout(db) : new LocalFanout(db);
  const hub = new Hub(fanout);
  await hub.start();
  const stopSweep = startSessionSweep(db, hub, options.sessionSweepMs);
  app.addHook('onClose', async () => {
    stopSweep();
    await hub.close();
  });

  const sessions = new SessionService(db);
  const wallet = new WalletService(db);
  const outbox = new OutboxSender(db);
  const notifications = new NotificationService(db, hub);
  const protection = new ProtectionService(db, options.compliance ?? loadProtectionProfile(), notifications);
  registerProtection(db, protection);
  const ctx: AppContext = {
    mode,
    db,
    schemas,
    auth: createAuth(sessions),
    cms: new CmsService(db),
    players: new PlayerService(db, wallet, sessions),
    sessions,
    wallet,
    hub,
    notifications,
    sender: options.sender ?? outbox,
    outbox,
    rateLimits: { ...(mode === 'test' ? TEST_MODE_RATE_LIMITS : DEFAULT_RATE_LIMITS), ...options.rateLimits },
    protection,
  };
  app.decorate('ctx', ctx);

  installRequestContext(app);
  installSecurityHeaders(app);
  installErrorHandler(app);
  installAuthFirst(app, ctx.auth);

  await app.register(fastifyWebsocket, { options: { maxPayload: 100_000 } });
  registerHubRoute(app, { hub, sessions, timings: { keepAliveMs: 15_000, timeoutMs: 30_000, ...options.hubTimings } });
  app.post('/hub/frnotify/negotiate', async (_request, reply) => reply.callNotFound());

  for (const route of ROUTES) route(app, ctx);
  await installStaticSite(app, options.distDir ?? join(import.meta.dirname, '..', 'dist'));
  return app;
}
