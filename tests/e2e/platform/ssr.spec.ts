import { expect, test, type Page } from '@playwright/test';
import { tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { countCalls } from '@tests/e2e/support/cms';
import { isPhone, loginByApi, openLogin, registerByApi, startInLanguage, waitForAppLive } from '@tests/e2e/support/session';

/*
 * The public pages arrive server-rendered and the browser hydrates them without a mismatch, for a
 * visitor (Turkish, the default) and a logged-in player (English, through the `lang` cookie the site writes), without
 * asking the API again for what the server already fetched, and the page answers clicks afterwards.
 */

/** Each public page, something the server must have rendered into it, and the calls whose data came with the page. */
const PAGES = [
  { path: '/', rendered: '<picture>', prefetched: ['cms/sliderlist', 'casino/categorylist', 'cms/siteoptionlist'] },
  { path: '/casino/slot', rendered: 'data-testid="game-tile"', prefetched: ['casino/games', 'casino/providerlist', 'cms/siteoptionlist'] },
  { path: '/promotions', rendered: 'fetchPriority="high"', prefetched: ['cms/promotionlist', 'cms/siteoptionlist'] },
  { path: '/pages/3', rendered: '<h1', prefetched: ['cms/content', 'cms/siteoptionlist'] },
];

/** A hydration complaint: React's (dev or minified #418-#425) or the site's onRecoverableError log (src/main.tsx). */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

/** Collects console errors and warnings and uncaught errors of `page` that are about hydration. */
function watchHydration(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) complaints.push(error.message);
  });
  return complaints;
}

/**
 * Marks the first element the HTML parser put into #root, before the app's scripts run; `keptServerMarkup` then says
 * whether React adopted it (hydration) rather than rendering new nodes.
 */
async function markServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const first = document.getElementById('root')?.firstElementChild;
      if (document.readyState === 'interactive' && first) first.setAttribute('data-server-markup', '');
    });
  });
}
const keptServerMarkup = (page: Page) => page.locator('#root > [data-server-markup]');

/** Opens each public page and checks the server's HTML, the hydration and the absence of repeated calls. */
async function visitPublicPages(page: Page, language: 'tr' | 'en'): Promise<void> {
  const complaints = watchHydration(page);
  for (const { path, rendered, prefetched } of PAGES) {
    const counters = prefetched.map((call) => ({ call, counter: countCalls(page, call, { fromNextDocument: true }) }));
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, `${path}: rendered content`).toContain(rendered);
    expect(html, `${path}: the state block`).toContain('<script type="application/json" id="ssr-state">');
    expect(html, `${path}: Emotion's styles`).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html, `${path}: the language`).toContain(`<html lang="${language}"`);
    await expect(keptServerMarkup(page), `${path}: hydrated, not rendered anew`).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    for (const { call, counter } of counters) expect(counter.count, `${path}: ${call} asked again after hydration`).toBe(0);
  }
  expect(complaints, 'hydration warnings').toEqual([]);
}

test.describe('server-rendered public pages', () => {
  test('a visitor in Turkish gets each public page rendered and hydrated, then interactive', { tag: '@both' }, async ({ page }) => {
    await markServerMarkup(page);
    await visitPublicPages(page, 'tr');
    const lcp = page.locator('img[fetchpriority="high"]').first();
    await page.goto('/promotions');
    await expect(lcp).toBeVisible();
    await openLogin(page);
  });

  test('a logged-in player in English gets the same pages rendered in English and hydrated, then interactive', async ({ page }) => {
    await startInLanguage(page, 'en');
    const player = await registerByApi(page.request);
    await loginByApi(page, player);
    await page.goto('/');
    // The app is live, so it has written the lang cookie the server renders the next pages in (src/main.tsx).
    await waitForAppLive(page);
    await markServerMarkup(page);
    await visitPublicPages(page, 'en');
    // The session joins after hydration: the header shows the player's account, and the menu opens.
    await expect(page.getByRole('button', { name: /^login$/i })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: /^open menu$/i }).click();
    await expect(page.locator('#side-menu')).toBeVisible();
  });

  test('a logged-in player who taps Play before the page is hydrated gets the game, not the login dialog', { tag: '@both' }, async ({ page }) => {
    await startInLanguage(page, 'en');
    const player = await registerByApi(page.request);
    await loginByApi(page, player);
    await page.goto('/');
    // The app is live, so it has written the lang cookie the server renders the next pages in (src/main.tsx).
    await waitForAppLive(page);
    // The lobby's page module is held back until the tap is made, so the site's script is running (it holds input)
    // while it cannot hydrate: the tap surely comes before hydration, however fast or slow the machine.
    let releaseModule = () => {};
    const tapped = new Promise<void>((resolve) => (releaseModule = resolve));
    await page.route(/\/assets\/lobby-[^/]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    const pageModule = page.waitForRequest(/\/assets\/lobby-[^/]+\.js$/);
    await page.goto('/casino/slot', { waitUntil: 'commit' });
    await pageModule;
    // The server's HTML is a visitor's page; the tap is held and replayed once the player's session has joined.
    // Dispatched on the button itself: on the server's HTML the tile's "Play for fun" layer is over the point a
    // pointer would hit, and a click that waits for it to move would wait for hydration, which is held for the tap.
    await tilePlayButton(tiles(page).first(), 'Sweet Bonanza').dispatchEvent('click');
    await expect(page.locator('html[data-live]'), 'not hydrated before the tap').toHaveCount(0);
    releaseModule();
    if (isPhone(page)) await expect(page.getByTestId('game-dialog')).toBeVisible();
    else await expect(page).toHaveURL(/\/casino\/play\//);
    await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  });
});
