import type { FastifyInstance } from 'fastify';
import { platformCspReport, testCspReports } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { rateLimit } from '@server/http/rate-limit';
import { route } from '@server/http/route';
import { CspReportLog, parseCspReports } from './report-log';

/** Largest report body accepted, bytes: one violation is under 2 KB; a Reporting API batch a few of them. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports accepted per client IP per minute; a page stuck in a violation loop cannot flood the log. */
export const CSP_REPORT_RATE = { max: 60, windowMs: 60_000 };
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

function invalidJson(): Error {
  // The error handler names Fastify's own JSON body error in words (common.invalidJson).
  return Object.assign(new Error('invalid report body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
}

/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the CSP's `report-uri`, and
 * `report-to csp` through the Reporting-Endpoints header; see server/http/security-headers.ts). Accepts
 * application/csp-report, application/reports+json and application/json, at most 16 KB, 60 per minute per IP
 * (then 429). Answers 204. Each violation is logged as a warning (visible in production's log) and kept in memory,
 * the newest 100, for GET /api/test/csp-reports, which exists in demo and test mode only (the browser suites read
 * it to fail on any violation).
 */
export function cspReportRoute(app: FastifyInstance): void {
  const log = new CspReportLog();
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(invalidJson(), undefined);
    }
  });
  route(
    app,
    platformCspReport,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      preValidation: rateLimit(app.rateLimiter.store, [{ name: 'cspReport', rule: CSP_REPORT_RATE, keyOf: app.rateLimiter.keys.ip }]),
    },
    async (request, reply) => {
      const violations = parseCspReports(request.body);
      for (const violation of violations) request.log.warn({ csp: violation }, 'Content-Security-Policy violation');
      log.add(violations);
      // 204 without a body, as browsers expect of a report endpoint: sent here, nothing to serialise.
      return reply.code(204).send() as never;
    },
  );
  if (app.rules.testRoutes === 'off') return;
  route(app, testCspReports, {}, async () => ok(log.list()));
}
