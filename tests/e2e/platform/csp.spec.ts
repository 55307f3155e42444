import { expect, test } from '@playwright/test';
import { canaryViolation, expectNoViolations, watchViolations } from './csp-support';
import { realGameSegment, siteRoutes } from '@tests/e2e/support/a11y';
import { DIALOG_CASES, startFreshSession } from '@tests/e2e/support/dialogs';
import { isPhone, startInLanguage } from '@tests/e2e/support/session';

/*
 * Every route, anonymous and logged in, and the main dialogs run under the production
 * Content-Security-Policy (the e2e server sends exactly it: server/platform/csp/csp-report.test.ts) without a
 * single violation, judged three ways: the securitypolicyviolation events of every frame, the csp-violation
 * reports Chromium queues for report-to, and the reports POST /api/csp-report received. A canary proves that
 * the first two really catch a violation.
 */

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('a deliberate violation is seen by the page and queued as a report (the checks below can fail)', async ({ page }) => {
  const seen = await watchViolations(page);
  await page.goto('/pages');
  await canaryViolation(page, seen);
});

for (const who of ['visitor', 'player'] as const) {
  test(`every route for a ${who} loads without a CSP violation`, { tag: '@both' }, async ({ page }) => {
    test.setTimeout(180_000);
    const seen = await watchViolations(page);
    if (who === 'player') await startFreshSession(page);
    const routes = siteRoutes(await realGameSegment(page.request)).filter((r) => who === 'player' || !r.protected);
    for (const route of routes) {
      await page.goto(route.url);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(seen, `after ${route.url}: ${JSON.stringify(seen)}`).toEqual([]);
    }
    await expectNoViolations(page, seen);
  });
}

test('the main dialogs open without a CSP violation', { tag: '@both' }, async ({ page, context, baseURL }, info) => {
  test.setTimeout(180_000);
  const seen = await watchViolations(page);
  // Visitor dialogs first, then one session for the player's (the sign-up ones register through the UI).
  const order = Object.entries(DIALOG_CASES)
    .filter(([name, c]) => c.notOn?.project !== info.project.name && name !== 'sms-verify' && name !== 'congratulations')
    .sort(([, a], [, b]) => Number(a.player) - Number(b.player));
  let loggedIn = false;
  for (const [name, dialogCase] of order) {
    if (dialogCase.player && !loggedIn) {
      await startFreshSession(page);
      loggedIn = true;
    }
    const opener = await dialogCase.prepare({ page, context, baseURL: baseURL ?? '' });
    if (opener) await opener.click();
    await expect(page.getByRole('dialog'), name).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    expect(seen, `after the ${name} dialog (${isPhone(page) ? 'phone' : 'desktop'}): ${JSON.stringify(seen)}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await expectNoViolations(page, seen);
});
