import { expect, type BrowserContext, type Page } from '@playwright/test';

/** In test mode the server serves cms/popup only to a browser with this cookie (server/routes/cms/popup.ts). */
export async function optInToPopup(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'e2e-popup', value: '1', url: baseURL }]);
}

/** Counts the requests to `api/<path>` the page makes from now on. */
export function countCalls(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(`/api/${path}`)) counter.count += 1;
  });
  return counter;
}

/** Asserts that the element holds no script element and no on* attribute, and that no seeded script ran. */
export async function expectSanitized(page: Page, selector: string): Promise<void> {
  const found = await page.locator(selector).evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))),
  }));
  expect(found).toEqual({ scripts: 0, handlers: [] });
  // Give a failed image's error event the time to fire, then check the seeded payloads did nothing.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.title()).not.toBe('pwned');
}

/**
 * Saves a screenshot as test-results/cms/<build>/<name>-<project>.png; <build> is the served build's folder
 * (E2E_DIST_DIR, e.g. dist-cms-marmara for the second brand), so runs against each brand keep their own shots.
 */
export async function shot(page: Page, name: string, project: string): Promise<void> {
  const build = (process.env.E2E_DIST_DIR ?? 'dist').split('/').filter(Boolean).pop() ?? 'dist';
  await page.screenshot({ path: `test-results/cms/${build}/${name}-${project}.png` });
}
