import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A violation as the page saw it (securitypolicyviolation event, in any frame). */
export interface PageViolation {
  frame: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** A violation as the server stored it (GET /api/test/csp-reports, demo/test mode only). */
export interface ServerViolation {
  documentUrl: string;
  blockedUrl: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/** Host of the deliberate violation canaryViolation makes; the checks leave its reports out. */
const CANARY_HOST = 'csp-canary.invalid';

/**
 * Collects every violation of `page` twice over: each `securitypolicyviolation` event of every frame (init script +
 * exposed binding, so game and sportsbook frames are watched too), and each csp-violation report Chromium queues
 * for the CSP's report-to endpoint (CDP Reporting API events; Chromium uploads reports only over https, so on the
 * test server's http the queue is where they can be seen). Call before the first navigation.
 */
export async function watchViolations(page: Page): Promise<PageViolation[]> {
  const seen: PageViolation[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.reportingApiReportAdded', ({ report }) => {
    if (report.type !== 'csp-violation') return;
    const body = report.body as Record<string, string | number | undefined>;
    seen.push({
      frame: `report: ${String(body.documentURL)}`,
      directive: String(body.effectiveDirective),
      blocked: String(body.blockedURL),
      source: String(body.sourceFile ?? ''),
      line: Number(body.lineNumber ?? 0),
      sample: String(body.sample ?? ''),
    });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.enableReportingApi', { enable: true });
  await page.exposeFunction('__cspViolation', (v: PageViolation) => {
    seen.push(v);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        frame: location.href,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      });
    });
  });
  return seen;
}

/** The violations the server received so far, without the canary's. */
export async function serverViolations(request: APIRequestContext, withCanary = false): Promise<ServerViolation[]> {
  const reply = await request.get('/api/test/csp-reports');
  expect(reply.ok()).toBe(true);
  const all = ((await reply.json()) as { data: ServerViolation[] }).data;
  return withCanary ? all : all.filter((v) => !v.blockedUrl.includes(CANARY_HOST));
}

/**
 * Makes a deliberate violation (an image from CANARY_HOST) on the page and waits until `seen` holds both its event
 * and its queued report.
 */
export async function canaryViolation(page: Page, seen: PageViolation[]): Promise<void> {
  const marker = `http://${CANARY_HOST}/${Date.now()}.png`;
  await page.evaluate((src) => {
    const img = document.createElement('img');
    img.src = src;
    img.alt = '';
    document.body.append(img);
  }, marker);
  await expect
    .poll(() => seen.filter((v) => v.blocked === marker).map((v) => `${v.frame.startsWith('report:') ? 'report' : 'event'} ${v.directive}`).sort())
    .toEqual(['event img-src', 'report img-src']);
}

/**
 * Fails listing every violation event and queued report of the page, and every report the server received, the
 * canary's left out. Reports are queued a moment after their event and in order: a canary violation made last and
 * seen as a report is the signal that every earlier one has been queued too.
 */
export async function expectNoViolations(page: Page, seen: PageViolation[]): Promise<void> {
  await canaryViolation(page, seen);
  const others = seen.filter((v) => !v.blocked.includes(CANARY_HOST));
  expect(others, JSON.stringify(others, null, 2)).toEqual([]);
  const received = await serverViolations(page.request);
  expect(received, JSON.stringify(received, null, 2)).toEqual([]);
}
