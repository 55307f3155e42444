import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMode } from './app-types';
import { ApiFailure } from './http/envelope';

/**
 * What each SERVER_MODE exposes: the one place that says it (routes/index.ts registers by it, app.ts installs the
 * test-route gate, config.ts takes the default listen address, security-headers.ts the HSTS switch).
 *
 * | mode       | demo adapters' pages (/demo/*) | test helpers (/api/test/*)          | HOST default | HSTS |
 * |------------|--------------------------------|-------------------------------------|--------------|------|
 * | production | not registered                 | not registered                      | 0.0.0.0      | yes  |
 * | demo       | served                         | loopback callers only (see below)   | 127.0.0.1    | no   |
 * | test       | served                         | anyone (+ POST /api/test/sessions)  | 127.0.0.1    | no   |
 *
 * (/demo/cms/banners/* is not an adapter but the seeded CMS banner art, static images served in every mode.)
 *
 * Why: the test helpers hand out what an attacker wants (any player's reset code from the outbox, settling one's own
 * bet as won, lifting one's own time-out, notifying any player), and the demo adapters confirm deposits without money.
 * In demo mode a helper answers only a caller whose SOCKET is loopback and whose request carries no forwarding
 * header (X-Forwarded-For, Forwarded, X-Real-IP). The socket, never X-Forwarded-For, decides; and since a reverse
 * proxy on the same machine makes every visitor's socket loopback, demo mode with TRUST_PROXY set turns the helpers
 * off unless DEMO_TEST_ROUTES=on says the operator accepts that.
 */
export interface ModeRules {
  /** Demo adapters' pages and APIs: demo PSP pay page, demo slot and tile art, demo sportsbooks, demo chat. */
  demoRoutes: boolean;
  /** The /api/test/* helpers: 'off' (not registered), 'loopback' (registered, loopback callers only) or 'anyone'. */
  testRoutes: 'off' | 'loopback' | 'anyone';
  /** POST /api/test/sessions (mints up to 20,000 sessions for the bench): test mode only. */
  benchRoutes: boolean;
  /** Listen address when HOST is not set. */
  defaultHost: string;
  /** Strict-Transport-Security (the site is served over https behind its proxy). */
  hsts: boolean;
}

/** The settings beside SERVER_MODE that change what a mode exposes. */
export interface ModeSettings {
  /** TRUST_PROXY is set: a proxy in front, so loopback sockets may be anyone's. */
  trustProxy?: boolean | string;
  /** DEMO_TEST_ROUTES=on: keep the loopback-only helpers in demo mode even with TRUST_PROXY set. */
  demoTestRoutes?: boolean;
}

export const LOOPBACK_HOST = '127.0.0.1';

/** The rules of `mode` under `settings`. */
export function modeRules(mode: ServerMode, settings: ModeSettings = {}): ModeRules {
  if (mode === 'production') return { demoRoutes: false, testRoutes: 'off', benchRoutes: false, defaultHost: '0.0.0.0', hsts: true };
  if (mode === 'test') return { demoRoutes: true, testRoutes: 'anyone', benchRoutes: true, defaultHost: LOOPBACK_HOST, hsts: false };
  const behindProxy = Boolean(settings.trustProxy) && !settings.demoTestRoutes;
  return { demoRoutes: true, testRoutes: behindProxy ? 'off' : 'loopback', benchRoutes: false, defaultHost: LOOPBACK_HOST, hsts: false };
}

/** Path prefix of every test helper; the gate below covers any route added under it. */
export const TEST_ROUTE_PREFIX = '/api/test/';
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Whether `address` (a socket's remote address) is this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (LOOPBACK_ADDRESSES.has(address) || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/** A direct connection from this machine: loopback socket, no forwarding header (request.ip is not consulted). */
export function isDirectLocalCall(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * With testRoutes 'loopback', refuses every request routed to an /api/test/* route that is not a direct local call: 403
 * 'common.loopbackOnly' in the envelope (before the body is parsed or the route runs).
 */
export function installTestRouteGate(app: FastifyInstance, rules: ModeRules): void {
  if (rules.testRoutes !== 'loopback') return;
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route's pattern, not request.url: the router decodes %74 and the like, the raw URL does not.
    if ((request.routeOptions.url ?? '').startsWith(TEST_ROUTE_PREFIX) && !isDirectLocalCall(request)) return done(new ApiFailure(403, 'common.loopbackOnly'));
    done();
  });
}
