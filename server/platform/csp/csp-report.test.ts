import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@server/http/security-headers';
import { KEPT_REPORTS, parseCspReports } from './report-log';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_RATE } from './csp-report';

/** The CSP reports its violations to POST /api/csp-report, which tests can read back. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const legacy = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'http://127.0.0.1/promotions',
    'blocked-uri': blocked,
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    disposition: 'enforce',
    'source-file': 'http://127.0.0.1/assets/index.js',
    'line-number': 12,
    'script-sample': '',
  },
});
const modern = (blocked: string) => [
  { type: 'csp-violation', age: 5, url: 'http://127.0.0.1/', body: { documentURL: 'http://127.0.0.1/', blockedURL: blocked, effectiveDirective: 'img-src', disposition: 'enforce', lineNumber: 3 } },
  { type: 'deprecation', body: { id: 'x' } },
];

const send = (payload: unknown, contentType: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': contentType, 'x-locale': 'en' }, remoteAddress: ip, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const stored = async () => (await t.app.inject({ method: 'GET', url: '/api/test/csp-reports' })).json().data as { blockedUrl: string; effectiveDirective: string }[];

describe('the policy', () => {
  it('reports to /api/csp-report by report-uri and by report-to through the Reporting-Endpoints header', async () => {
    expect(CONTENT_SECURITY_POLICY).toContain('report-uri /api/csp-report');
    expect(CONTENT_SECURITY_POLICY).toMatch(/;\s*report-to csp$/);
    const r = await t.app.inject({ method: 'GET', url: '/casino/slot' });
    expect(r.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  it('is the same in production, demo and test mode (the browser suites test what production sends)', async () => {
    const headers: Record<string, unknown>[] = [];
    for (const mode of ['production', 'demo'] as const) {
      const other = await createTestApp({ db: t.db, mode });
      try {
        const r = await other.app.inject({ method: 'GET', url: '/casino/slot' });
        headers.push({ csp: r.headers['content-security-policy'], endpoints: r.headers['reporting-endpoints'] });
      } finally {
        await other.app.close();
      }
    }
    const mine = await t.app.inject({ method: 'GET', url: '/casino/slot' });
    expect(headers).toEqual([0, 1].map(() => ({ csp: mine.headers['content-security-policy'], endpoints: mine.headers['reporting-endpoints'] })));
    expect(mine.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('POST /api/csp-report', () => {
  it('takes application/csp-report and application/reports+json, answers 204 and keeps each violation', async () => {
    expect((await send(legacy('inline'), 'application/csp-report')).statusCode).toBe(204);
    expect((await send(modern('https://evil.example/x.png'), 'application/reports+json')).statusCode).toBe(204);
    expect((await stored()).slice(-2)).toEqual([
      expect.objectContaining({ blockedUrl: 'inline', effectiveDirective: 'script-src-elem' }),
      expect.objectContaining({ blockedUrl: 'https://evil.example/x.png', effectiveDirective: 'img-src' }),
    ]);
  });

  it('refuses a body that is not JSON (400) or over 16 KB (413), and stores nothing from them', async () => {
    const before = (await stored()).length;
    const broken = await send('{"csp-report": ', 'application/csp-report');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    const big = legacy('x'.repeat(CSP_REPORT_BODY_LIMIT));
    expect((await send(big, 'application/csp-report')).statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('allows 60 reports a minute per IP, then 429; another IP still gets through', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < CSP_REPORT_RATE.max; i++) expect((await send(legacy('inline'), 'application/csp-report', ip)).statusCode).toBe(204);
    expect((await send(legacy('inline'), 'application/csp-report', ip)).statusCode).toBe(429);
    expect((await send(legacy('inline'), 'application/csp-report', '10.9.9.10')).statusCode).toBe(204);
  });

  it('keeps only the newest 100', async () => {
    for (let i = 0; i < 3; i++) {
      const batch = Array.from({ length: 40 }, (_, n) => modern(`https://e.example/${i * 40 + n}`)[0]);
      expect((await send(batch, 'application/reports+json', `10.1.1.${i}`)).statusCode).toBe(204);
    }
    const kept = await stored();
    expect(kept).toHaveLength(KEPT_REPORTS);
    expect(kept.at(-1)?.blockedUrl).toBe('https://e.example/119');
    expect(kept[0].blockedUrl).toBe('https://e.example/20');
  });

  it('the read-back call does not exist in production', async () => {
    const production = await createTestApp({ db: t.db, mode: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/test/csp-reports' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(legacy('inline')) })).statusCode).toBe(204);
    } finally {
      await production.app.close();
    }
  });
});

describe('parseCspReports', () => {
  it('ignores other report types and shapes, and cuts long strings', () => {
    expect(parseCspReports({})).toEqual([]);
    expect(parseCspReports('x')).toEqual([]);
    expect(parseCspReports([{ type: 'intervention', body: {} }])).toEqual([]);
    const [long] = parseCspReports(legacy('y'.repeat(2000)));
    expect(long.blockedUrl).toHaveLength(500);
  });
});
