import { expect, test, type Page } from '@playwright/test';
import { realGameSegment, siteRoutes } from '@tests/e2e/support/a11y';
import { startFreshSession } from '@tests/e2e/support/dialogs';
import { startInLanguage } from '@tests/e2e/support/session';

/*
 * WCAG 2.4.2 Page Titled (docs/accessibility.md): every route of config/routes.json names itself in the document title,
 * "<page title> | <brand name>" (src/lib/page-title.ts), in the current language, updated on navigation.
 * The conformance table that points here is docs/accessibility.md.
 */

/** The brand the host serves, as the header logo names it. */
async function brandName(page: Page): Promise<string> {
  const alt = await page.getByRole('banner').getByRole('img').first().getAttribute('alt');
  expect(alt, 'the header logo names the brand').toBeTruthy();
  return alt ?? '';
}

/** Waits for "<something> | <brand>" (the page's own title may load after the route) and returns it. */
async function pageTitle(page: Page, brand: string): Promise<string> {
  const suffix = ` | ${brand}`;
  await expect.poll(() => page.title(), { message: `title of ${page.url()}` }).toMatch(new RegExp(`^\\S.* \\| ${brand}$`));
  const title = await page.title();
  return title.slice(0, -suffix.length);
}

test('2.4.2 Page Titled: every route has its own "<page> | <brand>" title, updated on navigation', async ({ page }) => {
  test.setTimeout(120_000);
  await startInLanguage(page, 'en');
  const segment = await realGameSegment(page.request);
  const routes = siteRoutes(segment);
  // A visitor for the public pages, then a player for the protected ones (a visitor is sent home from those).
  const ordered = [...routes.filter((r) => !r.protected), ...routes.filter((r) => r.protected)];
  const seen = new Map<string, string>();
  let brand = '';
  let player = false;
  for (const route of ordered) {
    if (route.protected && !player) {
      await startFreshSession(page);
      player = true;
    }
    await page.goto(route.url);
    if (route.protected) await expect(page).toHaveURL(new RegExp(`${new URL(route.url, 'http://x').pathname}$`));
    if (!brand) brand = await brandName(page);
    const name = await pageTitle(page, brand);
    expect(name.includes(brand), `${route.id}: "${name}" names the page, not the brand`).toBe(false);
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 10_000 }).catch(() => null)) ?? '';
    if (route.id === 'content') expect(name.startsWith(h1.trim()) && h1.trim().length > 0, `${route.id}: "${name}" starts with the h1 "${h1}"`).toBe(true);
    if (route.id === 'casino-play' || route.id === 'casino-play-fun') expect(name).toContain('Sweet Bonanza');
    const twin = [...seen.entries()].find(([, other]) => other === name);
    expect(twin, `${route.id} and ${twin?.[0]} share the title "${name}"`).toBeUndefined();
    seen.set(route.id, name);
  }
  expect(seen.size).toBe(routes.length);

  // Client-side navigation renames the tab: the deposit page's breadcrumb back to the account page.
  await page.goto('/dashboard/deposit');
  await expect(page).toHaveTitle(`${seen.get('dashboard-deposit')} | ${brand}`);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(`${seen.get('dashboard-home')} | ${brand}`);
});

test('2.4.2 Page Titled: the title follows the language, Turkish by default and English after the switch', async ({ page }) => {
  await page.goto('/promotions');
  const brand = await brandName(page);
  await expect(page).toHaveTitle(`Promosyonlar | ${brand}`);
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('dialog').getByRole('group', { name: 'Dil' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`Promotions | ${brand}`);
});
