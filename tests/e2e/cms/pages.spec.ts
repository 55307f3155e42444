import { expect, test } from '@playwright/test';
import { countCalls, expectSanitized, shot } from '@tests/e2e/support/cms';
import { startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('a promotion detail renders its HTML sanitised: no script, no handler, nothing ran', async ({ page }, info) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['100% welcome bonus', '15% live casino cashback', 'Freespin Friday', 'Accumulator boost']);
  await page.getByRole('button', { name: 'Details: Freespin Friday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Freespin Friday' });
  const detail = dialog.getByTestId('promotion-detail');
  await expect(detail).toContainText('50 freespins on selected slots every Friday.');
  await expect(detail).toContainText('Freespin winnings carry a 20x wagering requirement.');
  await expect(detail.locator('em')).toHaveText('50 freespins');
  await expectSanitized(page, '[data-testid="promotion-detail"]');
  await shot(page, 'promotion-dialog', info.project.name);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A claim link leads to its in-app target.
  await page.getByRole('button', { name: 'Details: 15% live casino cashback' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Claim Reward' }).click();
  await expect(page).toHaveURL(/\/casino\/live$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Claim Reward in the visitor header opens the promotions', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/pages');
  await page.getByRole('banner').getByRole('button', { name: 'Claim Reward' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('About Us (/pages/3) renders, footer content links come from the server once', async ({ page }, info) => {
  const titleCalls = countCalls(page, 'cms/contenttitlelist');
  await page.goto('/pages/3');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('UK-registered company holding an e-gaming licence');
  await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(4);
  await shot(page, 'about-us', info.project.name);

  const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  await expect(footerLinks).toHaveText(['About Us', 'Terms and Conditions', 'Privacy Policy', 'Responsible Gaming', 'Bonus Rules']);
  await footerLinks.filter({ hasText: 'Bonus Rules' }).click();
  await expect(page).toHaveURL(/\/pages\/5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus Rules' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('30x wagering requirement');
  await expectSanitized(page, 'article');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(titleCalls.count).toBe(1);
});

test('the contents list links every page; an unknown page says so', async ({ page }) => {
  await page.goto('/pages');
  const list = page.getByRole('list', { name: 'Contents' }).getByRole('listitem');
  await expect(list).toHaveText(['About Us', 'Terms and Conditions', 'Privacy Policy', 'Responsible Gaming', 'Bonus Rules', 'Frequently Asked Questions']);
  await list.getByRole('link', { name: 'Frequently Asked Questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.goto('/pages/999');
  await expect(page.getByRole('heading', { level: 1, name: 'The page you are looking for was not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'All contents' }).click();
  await expect(page).toHaveURL(/\/pages$/);
});

test('on another domain the extra notification bar names the official and the next address', async ({ page }) => {
  await page.goto('/pages?asHost=mirror.example');
  await expect(page.getByTestId('domain-notice')).toHaveText(
    'You are visiting mirror.example. Our official address is altinbet.example. Our next address will be altinbet2.example.',
  );
  await page.goto('/promotions');
  await expect(page.getByTestId('domain-notice')).toBeVisible();
});

test('on the default host there is no domain bar', async ({ page }) => {
  await page.goto('/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contents' })).toBeVisible();
  await expect(page.getByTestId('domain-notice')).toHaveCount(0);
});
