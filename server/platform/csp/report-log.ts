/** One Content-Security-Policy violation as the browser reported it, in one shape for both report formats. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string;
  /** e.g. 'script-src-elem', 'img-src'. */
  effectiveDirective: string;
  /** 'enforce' or 'report'. */
  disposition: string;
  sourceFile: string;
  lineNumber: number;
  /** First characters of the blocked inline code, when the policy asks for samples. */
  sample: string;
  /** ISO time the server received it. */
  receivedAt: string;
}

/** How many reports the log keeps (the newest). */
export const KEPT_REPORTS = 100;
const MAX_TEXT = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The violations in a report body: `application/csp-report` ({"csp-report": {...}}, kebab-case fields, the
 * report-uri format) or `application/reports+json` ([{type: 'csp-violation', body: {...}}], camelCase, the
 * Reporting API format). Anything else, and reports of other types, yield nothing. Strings are cut to 500 chars.
 */
export function parseCspReports(body: unknown, now = new Date()): CspViolation[] {
  const receivedAt = now.toISOString();
  if (Array.isArray(body)) {
    return body
      .map(record)
      .filter((r) => r.type === 'csp-violation')
      .map((r) => {
        const b = record(r.body);
        return {
          documentUrl: text(b.documentURL),
          blockedUrl: text(b.blockedURL),
          effectiveDirective: text(b.effectiveDirective),
          disposition: text(b.disposition),
          sourceFile: text(b.sourceFile),
          lineNumber: Number(b.lineNumber) || 0,
          sample: text(b.sample),
          receivedAt,
        };
      });
  }
  const r = record(record(body)['csp-report']);
  if (Object.keys(r).length === 0) return [];
  return [
    {
      documentUrl: text(r['document-uri']),
      blockedUrl: text(r['blocked-uri']),
      effectiveDirective: text(r['effective-directive'] ?? r['violated-directive']),
      disposition: text(r.disposition),
      sourceFile: text(r['source-file']),
      lineNumber: Number(r['line-number']) || 0,
      sample: text(r['script-sample']),
      receivedAt,
    },
  ];
}

/** The newest KEPT_REPORTS violations this process received, oldest first (memory only). */
export class CspReportLog {
  private readonly items: CspViolation[] = [];

  add(violations: readonly CspViolation[]): void {
    this.items.push(...violations);
    if (this.items.length > KEPT_REPORTS) this.items.splice(0, this.items.length - KEPT_REPORTS);
  }

  list(): CspViolation[] {
    return [...this.items];
  }

  clear(): void {
    this.items.length = 0;
  }
}
