import type { FastifyInstance } from 'fastify';

/** Where browsers send violation reports (server/routes/security/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API endpoint name the CSP's report-to points at (declared by the Reporting-Endpoints header). */
export const CSP_REPORT_ENDPOINT = 'csp';

/**
 * No inline script and no eval (design: forms are precompiled so the page runs without 'unsafe-eval');
 * inline styles stay allowed because Emotion injects them. Game and sportsbook frames may be https anywhere.
 * Violations are reported to CSP_REPORT_PATH: `report-to` for current browsers (Reporting API), `report-uri` for
 * the rest. The same policy in every server mode, so the browser suites test exactly what production sends.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${CSP_REPORT_ENDPOINT}`,
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'reporting-endpoints': `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`,
};

/** Adds the security headers to every reply: API, static files, fallbacks and errors alike. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    return payload;
  });
}
