import { expect, type BrowserContext, type Page } from '@playwright/test';
import { openLogin } from './session';

/** In test mode the server serves cms/popup only to a browser with this cookie (server/cms/routes/popup.ts). */
export async function optInToPopup(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'e2e-popup', value: '1', url: baseURL }]);
}

/**
 * Asserts that the popup does not open on this page. The popup waits for an open dialog and tries again the moment it
 * closes (usePopupOnce), so the login dialog opened and closed here is the point where an unseen popup would open:
 * then the dialog host shows its veil or the popup in the same render that removes the login dialog.
 */
export async function expectNoPopup(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openLogin(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('loading-veil')).toHaveCount(0);
}

/**
 * Counts the requests to `api/<path>` the page makes from now on; with `fromNextDocument`, only those of the document
 * the next main-frame navigation commits. The document being left may still be fetching when a test navigates away (a
 * language it switched to after rendering), and its late requests are not the next page's.
 */
export function countCalls(page: Page, path: string, options: { fromNextDocument?: boolean } = {}): { readonly count: number } {
  const counter = { count: 0 };
  let counting = !options.fromNextDocument;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counting = true;
  });
  page.on('request', (r) => {
    if (counting && new URL(r.url()).pathname.endsWith(`/api/${path}`)) counter.count += 1;
  });
  return counter;
}

/**
 * Asserts that the element holds no script, frame, svg, on* attribute or javascript: link, and that no seeded
 * payload ran (the seed's HOSTILE_HTML: script, img onerror, svg onload, javascript: link, iframe srcdoc). Its
 * links are clicked first, so a javascript: href that slipped through would run.
 */
export async function expectSanitized(page: Page, selector: string): Promise<void> {
  const found = await page.locator(selector).evaluate((root) => {
    const links = [...root.querySelectorAll('a')];
    const found = {
      scripts: root.querySelectorAll('script, iframe, svg, object, embed').length,
      handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))),
      scriptLinks: links.filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
    };
    for (const a of links.filter((l) => !/^(https?:|\/)/.test(l.getAttribute('href') ?? ''))) a.click();
    return found;
  });
  expect(found).toEqual({ scripts: 0, handlers: [], scriptLinks: 0 });
  // Every image in it has loaded or failed (a failed one's error event, where an onerror payload would run, has
  // been dispatched), then the seeded payloads are checked to have done nothing.
  await page.locator(selector).evaluate(async (root) => {
    const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    );
  });
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
