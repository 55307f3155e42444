import { expect, test, type Page } from '@playwright/test';
import { expectNoPopup, optInToPopup } from '@tests/e2e/support/cms';
import { isPhone, startInLanguage } from '@tests/e2e/support/session';

/**
 * The language switch lists config/site.json `languages`, the CMS calls carry the language (x-locale)
 * and English visitors get English banners; switching reloads the page with the content in the new language (server-rendered
 * through the lang cookie, docs/architecture.md "Server-rendered pages").
 */
test('switching to English in the side menu shows the English banners, texts and html lang', { tag: '@both' }, async ({ page }) => {
  await startInLanguage(page, 'tr');
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(carousel.locator('.swiper-slide img').first()).toHaveAttribute('src', '/demo/cms/banners/1-640.svg');

  // The switch reloads the page; the server renders it in the new language (the lang cookie; docs/architecture.md "Server-rendered pages"), banners included.
  const reloaded = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('dialog');
  const languages = menu.getByRole('group', { name: 'Dil' });
  await expect(languages.getByRole('button')).toHaveText(['Türkçe', 'English']);
  await expect(languages.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: 'English' }).click();

  expect(await (await reloaded).text()).toContain('/demo/cms/banners/1en-640.svg');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(carousel).toHaveAttribute('data-state', 'loaded');
  await expect(carousel.locator('.swiper-slide img').first()).toHaveAttribute('src', '/demo/cms/banners/1en-640.svg');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  if (!isPhone(page)) await expect(page.getByRole('banner').getByRole('button', { name: /^Login$/ })).toBeVisible();
});

test('a stored language the site no longer offers falls back to the default language', async ({ page }) => {
  await startInLanguage(page, 'xx');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('banner-carousel').locator('.swiper-slide img').first()).toHaveAttribute('src', '/demo/cms/banners/1-640.svg');
});

/** Switches the language in the side menu (the page reloads) and resolves once the new page asked for its popup. */
async function switchLanguage(page: Page, to: 'Türkçe' | 'English') {
  const popupAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cms/popup');
  await page.getByRole('button', { name: /^(Menüyü aç|Open menu)$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: to }).click();
  await popupAnswered;
}


test('a language round trip tr → en → tr shows each language\'s popup once, not again (docs/product.md §9)', async ({ page, context, baseURL }) => {
  await startInLanguage(page, 'tr');
  await optInToPopup(context, baseURL!);
  const turkish = page.getByRole('dialog', { name: 'Duyuru' });
  const english = page.getByRole('dialog', { name: 'Announcement' });
  await page.goto('/');
  await expect(turkish.getByTestId('popup-image').locator('img')).toHaveAttribute('src', '/demo/cms/banners/popup-640.svg');
  await page.keyboard.press('Escape');
  await expect(turkish).toBeHidden();

  await switchLanguage(page, 'English');
  await expect(english.getByTestId('popup-image').locator('img')).toHaveAttribute('src', '/demo/cms/banners/popupen-640.svg');
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();

  // Back in Turkish: that popup was seen already, and so was the English one on the way back.
  await switchLanguage(page, 'Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expectNoPopup(page);
  await switchLanguage(page, 'English');
  await expectNoPopup(page);
});
