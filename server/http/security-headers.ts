import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** Where browsers send violation reports (server/platform/csp/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API endpoint name the CSP's report-to points at (declared by the Reporting-Endpoints header). */
export const CSP_REPORT_ENDPOINT = 'csp';
/** Strict-Transport-Security in production: one year (s), subdomains included. */
export const HSTS_MAX_AGE_S = 31_536_000;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;
/** Cache-Control of every reply that did not choose its own, and of every /api/ and /hub/ reply that is not public. */
export const NO_STORE = 'no-store';

/**
 * The CSP directives, in header order. No inline script and no eval (docs/architecture.md: forms are precompiled so the page
 * runs without 'unsafe-eval'); inline styles stay allowed because Emotion injects them. Game and sportsbook frames
 * may be https anywhere. connect-src: the site itself ('self' also covers the same-origin ws:/wss: hub the client
 * builds from the page's base URL, src/features/realtime/hub-client.ts) plus `hubOrigins` (HUB_ORIGINS). Pages may be
 * framed only by the site itself. Violations are reported to CSP_REPORT_PATH: `report-to` for current browsers
 * (Reporting API), `report-uri` for the rest. The same policy in every server mode, so the browser suites test
 * exactly what production sends.
 */
function cspDirectives(hubOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...hubOrigins],
    'frame-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_ENDPOINT],
  };
}

/** The Content-Security-Policy header value for `hubOrigins`, exactly as helmet writes it (`name value;name value`). */
export function contentSecurityPolicy(hubOrigins: readonly string[] = []): string {
  return Object.entries(cspDirectives(hubOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** The policy without extra hub origins (what the tests and the e2e server send). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security (production: server-modes.ts). */
  hsts: boolean;
  /** Extra origins the hub may be reached at (HUB_ORIGINS), e.g. 'wss://hub.example.com'. */
  hubOrigins?: readonly string[];
}

/**
 * The headers helmet writes for `options`, as [name, value] pairs: helmet's middleware run once against a recording
 * response. Helmet stays the authority on the header names and values; computing them once instead of on every request
 * (helmet re-reads its directives per call) was ~8 % of a balance poll's CPU (docs/read-models.md, docs/performance.md).
 */
export function helmetHeaders(options: SecurityHeaderOptions): ReadonlyArray<readonly [string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.hubOrigins ?? []) },
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  let failure: unknown = null;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure !== null) throw new Error(`security headers: helmet refused the options: ${String(failure)}`);
  return headers;
}

/**
 * The Content-Security-Policy of replies under /api/ and /hub/ (JSON, CSV downloads, hub refusals): nothing may load
 * and nothing may frame them. Only a document applies a CSP; a reply read by fetch() ignores it, and one opened as a
 * page (a JSON error in a tab) runs nothing. OWASP's REST Security Cheat Sheet's header set for APIs.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * The security headers of replies under /api/ and /hub/, as [name, value] pairs: API_CONTENT_SECURITY_POLICY,
 * X-Content-Type-Options nosniff, X-Frame-Options DENY, HSTS when `hsts` (plus Cache-Control no-store, see
 * installSecurityHeaders). The headers that only a document uses (Referrer-Policy, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection, Reporting-Endpoints)
 * are left off: each was set and checked on every balance poll and lobby call for nothing (about
 * 5 µs of a lobby call's 50, docs/performance.md).
 */
export function apiHeaders(options: SecurityHeaderOptions): ReadonlyArray<readonly [string, string]> {
  return [
    ['content-security-policy', API_CONTENT_SECURITY_POLICY],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(options.hsts ? ([['strict-transport-security', HSTS_HEADER]] as const) : []),
  ];
}

/** Whether a request's path is an API or hub path (the raw URL: also before routing, for refusals and 404s). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/hub/');
}

/**
 * The security headers of every reply (API, static files, history fallback, errors, 404s, hub upgrade refusals).
 * Documents and files (every path outside /api/ and /hub/) get helmet's headers (helmetHeaders, set on each request
 * from one precomputed list): CSP above, X-Content-Type-Options nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, X-Frame-Options SAMEORIGIN, HSTS when `hsts`, and helmet's harmless extras
 * (X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, Origin-Agent-Cluster,
 * X-XSS-Protection 0), and on send Reporting-Endpoints (for report-to). The Cross-Origin-*-Policy headers stay off:
 * the demo sportsbook and SoftGamings relay frames are opaque-origin documents that load this server's scripts, styles
 * and images. API and hub replies get apiHeaders.
 * Plus, on send: Cache-Control no-store on every reply that carries a token or personal data: every /api/ and /hub/
 * reply unless its route marked it `public`, and any other reply that set no Cache-Control of its own (static assets
 * keep their long cache, index.html its no-cache).
 * Register before any hook that may refuse a request, so refusals carry the headers too.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const documentHeaders = helmetHeaders(options);
  const apiSet = apiHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    // The URL as asked (a bad URL is rewritten to a refusal route before this hook: server/http/bad-url.ts).
    const headers = isApiPath(request.originalUrl) ? apiSet : documentHeaders;
    // Into Fastify's header map, not the raw response's: with headers already on the ServerResponse, Node's writeHead
    // takes its slow path (every header of the reply set and checked twice), ~4 µs of a lobby call.
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const chosen = reply.getHeader('cache-control');
    const path = request.routeOptions.url ?? request.url;
    const tokenBearing = isApiPath(path) || isApiPath(request.originalUrl);
    if (!tokenBearing) reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
    if (chosen === undefined || (tokenBearing && !String(chosen).startsWith('public'))) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
}

/** The Reporting-Endpoints header value: the CSP's report-to group name and where it posts. */
const REPORTING_ENDPOINTS = `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`;

/**
 * The one HTML reply without frame-ancestors: a page whose parent is an opaque-origin frame (the SoftGamings relay,
 * the site's sandboxed srcdoc frame). No frame-ancestors source and no X-Frame-Options value matches an opaque
 * ancestor (checked in Chromium: 'self', *, http: https: and the site's origin all refuse it), so both go. What is
 * left framable is the demo slot of one game session, whose token is in the URL: a framer can only show a player his
 * own session.
 */
export function allowOpaqueAncestors(reply: FastifyReply): void {
  const policy = String(reply.getHeader('content-security-policy') ?? CONTENT_SECURITY_POLICY);
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', policy.split(';').filter((directive) => !directive.startsWith('frame-ancestors')).join(';'));
}
