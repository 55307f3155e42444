import { expect, test } from '@playwright/test';
import { expectNoPopup, optInToPopup, shot } from '@tests/e2e/support/cms';
import { isPhone, startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('the home carousel shows the real slides at the spec sizes and a click navigates in the app', { tag: '@both' }, async ({ page }, info) => {
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-state', 'loaded');
  const first = page.getByRole('link', { name: 'Promotion 1 of 5', exact: true });
  await expect(first).toBeVisible();
  // docs/product.md §3 Banner slide: default image, then sources for ≥992 and ≥1200 px; an English visitor gets the
  // English art (docs/operators.md).
  const picture = first.locator('picture');
  await expect(picture.locator('img')).toHaveAttribute('src', '/demo/cms/banners/1en-640.svg');
  await expect(picture.locator('source[media="(min-width: 1200px)"]')).toHaveAttribute('srcset', '/demo/cms/banners/1en-1200.svg');
  await expect(picture.locator('source[media="(min-width: 992px)"]')).toHaveAttribute('srcset', '/demo/cms/banners/1en-992.svg');
  await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // docs/product.md §9: 1 slide per view on a phone (600:500 at ≤640 px), 2 at 1440 px (1040:600), 20 px apart.
  const boxes = await page.locator('.swiper-slide').evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
  const [a, b] = boxes;
  expect(a.height / a.width).toBeCloseTo(isPhone(page) ? 500 / 600 : 600 / 1040, 2);
  if (isPhone(page)) expect(b.x).toBeGreaterThanOrEqual(a.x + a.width + 19);
  else expect(b.x - (a.x + a.width)).toBeCloseTo(20, 0);

  // The https slide opens in a new tab without a handle back to us; in-app slides are links.
  const external = page.getByRole('link', { name: /^Promotion 3 of 5/ });
  await expect(external).toHaveAttribute('href', 'https://example.com/sports-news');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await shot(page, 'home', info.project.name);

  await first.click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});

test('autoplay moves the carousel on after 5 s and keeps going after a bullet click', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  const active = () => page.locator('.swiper-pagination-bullet-active').getAttribute('aria-label');
  const start = await active();
  await expect.poll(active, { timeout: 8000 }).not.toBe(start);
  // Interaction (a bullet click) does not stop autoplay (docs/product.md §9); it only holds while the pointer and
  // focus stay on the slides (WCAG 2.2.2, docs/accessibility.md).
  await page.locator('.swiper-pagination-bullet').first().click();
  const afterClick = await active();
  await page.mouse.move(1, 1);
  await page.locator('.swiper-pagination-bullet').first().blur();
  await expect.poll(active, { timeout: 8000 }).not.toBe(afterClick);
});

test('keyboard focus on a slide holds autoplay and keeps that slide on screen until focus leaves the slides', async ({ page }) => {
  // The page's clock, so two autoplay periods pass at once and every timer due in them has run (no sleep).
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  const active = () => page.locator('.swiper-pagination-bullet-active').getAttribute('aria-label');
  const link = page.locator('[data-testid="banner-carousel"] .swiper-slide-active a').first();
  await link.focus();
  const held = await active();
  // Past two autoplay periods (5 s each, docs/product.md §9): the focused slide stays the active one, in view
  // (WCAG 2.2.2, 2.4.11).
  await page.clock.runFor(11_000);
  expect(await active()).toBe(held);
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport({ ratio: 0.9 });
  // Focus gone: autoplay goes on.
  await link.blur();
  await expect.poll(active, { timeout: 8000 }).not.toBe(held);
});

test('closing the top banner collapses it and it stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('50% bonus');
  await banner.getByRole('button', { name: 'Close announcement' }).click();
  await expect(page.getByTestId('top-notify')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes');
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('top-notify')).toHaveCount(0);
});

test('the top banner shows on home only, and visiting another page marks it read', async ({ page }) => {
  await page.goto('/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contents' })).toBeVisible();
  await expect(page.getByTestId('top-notify')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes');
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('top-notify')).toHaveCount(0);
});

test('the popup shows once per content hash, and its image leads to its url', async ({ page, context, baseURL }, info) => {
  await optInToPopup(context, baseURL ?? '');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Announcement' });
  await expect(dialog).toBeVisible();
  const image = dialog.getByTestId('popup-image');
  await expect(image).toBeVisible();
  await expect(image.locator('img')).toHaveAttribute('src', '/demo/cms/banners/popupen-640.svg');
  await expect(image.locator('source[media="(min-width: 1200px)"]')).toHaveAttribute('srcset', '/demo/cms/banners/popupen-1200.svg');
  await shot(page, 'popup', info.project.name);
  await dialog.getByRole('link', { name: 'Go to the campaign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);

  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  await expectNoPopup(page);
  // The seen hashes are kept per brand (docs/product.md §9; use-popup-once.ts).
  const seen = await page.evaluate(() => {
    const brand = (JSON.parse(document.getElementById('site-boot')?.textContent ?? '{}') as { brand?: string }).brand;
    return JSON.parse(localStorage.getItem(`popupSeen.${brand}`) ?? 'null') as unknown;
  });
  expect(seen).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
});
