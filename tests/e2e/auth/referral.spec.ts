import { test, expect, type Page, type Request } from '@playwright/test';
import { fillFastRegister, openRegister } from '@tests/e2e/support/account';
import { isPhone, startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

/** Goes to Promotions the way a visitor does: the header's link on desktop, the visible Promotions link on phone. */
async function browseToPromotions(page: Page): Promise<void> {
  const scope = isPhone(page) ? page : page.getByRole('banner');
  await scope.getByRole('link', { name: 'Promotions', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
}

test('a referral link is kept while browsing: Promotions, then Sign Up sends refId 88; a second link does not overwrite it', async ({ page }) => {
  await page.goto('/?refId=88&partner=x');
  await browseToPromotions(page);
  // A later referral link (another affiliate) while the first one counts: first touch wins.
  await page.goto('/promotions?refId=99');
  await page.goto('/promotions');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog);
  const sent = page.waitForRequest((r: Request) => r.url().endsWith('/api/auth/register') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Register' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.refId).toBe(88);
  expect(body.isFast).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  // Cleared after a successful registration: the next sign-up on this browser is not referred.
  expect(await page.evaluate(() => [localStorage.getItem('refId'), localStorage.getItem('partner')])).toEqual([null, null]);
});
