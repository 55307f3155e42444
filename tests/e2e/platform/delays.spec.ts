import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isPhone, loginThroughDialog, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { shot } from '@tests/e2e/support/wallet';

/*
 * The settings of config/site.json do what docs/operators.md says, in
 * the real built site: the external-link settings wait delays.externalLinkSettingsMs, pictures fade in over
 * delays.fadeInMs, toasts move over toast.enterMs / toast.exitMs. (Each also has a unit test that changes the value.)
 */
const site = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'config', 'site.json'), 'utf8')) as {
  delays: { externalLinkSettingsMs: number; fadeInMs: number };
  toast: { enterMs: number; durationMs: number; exitMs: number };
};

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('the external-link settings are asked delays.externalLinkSettingsMs after the page started, then the links show', async ({ page }) => {
  await page.goto('/');
  // The browser's own record of the call: when it started, counted from the page's start (ms).
  const startedAt = () =>
    page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/cms/siteoptionlist'))?.startTime ?? -1);
  await expect.poll(startedAt).toBeGreaterThan(-1);
  expect(await startedAt()).toBeGreaterThanOrEqual(site.delays.externalLinkSettingsMs);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Whatsapp Support 1/ })).toBeVisible();
});

test('lobby pictures fade in over delays.fadeInMs once loaded', async ({ page }) => {
  await page.goto('/casino/slot');
  // Pictures that came in the server's HTML show at once (docs/architecture.md "Server-rendered pages"); a list the browser renders fades its pictures in:
  // another category's games, here, past the first tile (the LCP image, never faded).
  const chips = page.getByRole('group').filter({ has: page.locator('button[aria-pressed]') }).first().getByRole('button');
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const picture = page.getByTestId('game-tile').nth(1).locator('img');
  await expect(picture).toHaveAttribute('data-loaded', 'true');
  await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  expect(await picture.evaluate((img) => getComputedStyle(img).transitionDuration)).toBe(`${site.delays.fadeInMs / 1000}s`);
  await shot(page, 'lobby-faded-in');
});

test('a toast comes in over toast.enterMs and leaves over toast.exitMs', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/');
  // The toast under test is the login's own "Login successful", so this journey logs in through the dialog.
  await loginThroughDialog(page, player.username, player.password);
  const bar = page.getByRole('status').filter({ hasText: /Login successful/ }).first().locator('xpath=..');
  await expect(bar).toBeVisible();
  const motion = await bar.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
  expect(motion).toEqual(['app-toast-enter-top', `${site.toast.enterMs / 1000}s`]);
  await shot(page, isPhone(page) ? 'toast-phone' : 'toast-desktop');
  // It leaves by itself after toast.durationMs, with the exit animation, and is then taken off the page.
  await expect(bar).toHaveCount(0, { timeout: site.toast.durationMs + site.toast.exitMs + 10_000 });
});
