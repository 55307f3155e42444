import { expect, test, type Page } from '@playwright/test';
import { wcagAxe } from '@tests/e2e/support/a11y';
import { gameFrame, moneyDigits, searchBox, shownBalance, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { isPhone, loginByApi, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

/** Game play (docs/fun-mode.md): fun mode, full screen and theatre, favourite and game info, the balance in the phone modal. */

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Game controls' });

/** Opens the game `name` (the lobby was opened with ?search=name) with its tile's main button (real money). */
async function openReal(page: Page, name: string) {
  await expect(tiles(page)).toHaveCount(1);
  await tilePlayButton(tiles(page).first(), name).click();
  await expect(gameFrame(page).getByTestId('demo-balance')).toHaveText(/\d/);
}

test('a visitor plays Sweet Bonanza for fun on virtual credits; a game without fun mode asks to log in', async ({ page }) => {
  await page.goto('/casino/slot?search=Dragon%20Fortune');
  // Dragoon Soft offers no fun mode: no button, and the tile asks to log in as before.
  await expect(tiles(page).first().locator('strong')).toHaveText('Dragon Fortune');
  await expect(tiles(page).first().getByRole('button', { name: /for fun/ })).toHaveCount(0);
  await tilePlayButton(tiles(page).first(), 'Dragon Fortune').click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  await searchBox(page).fill('Sweet Bonanza');
  await tiles(page).first().getByRole('button', { name: 'Sweet Bonanza: play for fun' }).click();
  if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Sweet Bonanza' })).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\/[\w-]+\/fun$/);
  await expect(bar(page).getByTestId('fun-mode')).toHaveText('Fun mode');
  await expect(bar(page).getByRole('button', { name: 'Play for real' })).toBeVisible();
  await expect(bar(page).getByTestId('play-bar-balance')).toHaveCount(0);

  const frame = gameFrame(page);
  await expect(frame.getByText('Fun credits')).toBeVisible();
  await expect(frame.getByTestId('demo-balance')).toHaveText('1,000.00');
  await frame.getByRole('combobox', { name: 'Stake' }).selectOption('10');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText(/You win|No win/);
  await expect(frame.getByTestId('demo-balance')).not.toHaveText('1,000.00');

  // Real money needs a login: the visitor gets the login dialog.
  await bar(page).getByRole('button', { name: 'Play for real' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('game info and the favourite star on the play page', { tag: '@both' }, async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await openReal(page, 'Sweet Bonanza');

  await bar(page).getByRole('button', { name: 'Game info', exact: true }).click();
  const info = page.getByRole('complementary', { name: 'Game info' });
  await expect(info.getByText('Pragmatic Play')).toBeVisible();
  await expect(info.getByText('96.48%')).toBeVisible();
  await expect(info.getByText('High', { exact: true })).toBeVisible();
  await expect(info.getByText('₺1,000.00')).toBeVisible();
  // The bar and the panel pass axe (names, pressed states, contrast of the fun label and the panel).
  const axe = await wcagAxe(page).include('[data-mode="real"] > [role="toolbar"]').include('[data-testid="game-info"]')
    .exclude('iframe').options({ iframes: false }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

  // The star: in the bar on desktop, in the info panel everywhere; both follow the favourites list.
  const star = info.getByRole('button', { name: 'Favorite' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  if (!isPhone(page)) await expect(bar(page).getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
});

test('a logged-in player switches between real money and fun from the game info', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await openReal(page, 'Sweet Bonanza');
  await bar(page).getByRole('button', { name: 'Game info', exact: true }).click();
  const info = page.getByRole('complementary', { name: 'Game info' });
  await info.getByRole('button', { name: 'Play for fun' }).click();
  await expect(bar(page).getByTestId('fun-mode')).toBeVisible();
  await expect(gameFrame(page).getByText('Fun credits')).toBeVisible();
  await bar(page).getByRole('button', { name: 'Play for real' }).click();
  await expect(bar(page).getByTestId('fun-mode')).toHaveCount(0);
  await expect(gameFrame(page).getByText('Balance', { exact: true })).toBeVisible();
});

test('the phone game modal shows the site balance and follows a spin', async ({ page, request }) => {
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 100);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await expect.poll(async () => moneyDigits(await shownBalance(page))).toBe('10000');
  await openReal(page, 'Sweet Bonanza');

  const balance = bar(page).getByTestId('play-bar-balance');
  await expect(balance).toHaveText('Balance ₺100.00');
  const frame = gameFrame(page);
  await frame.getByRole('combobox', { name: 'Stake' }).selectOption('5');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText(/You win|No win/);
  const after = (await frame.getByTestId('demo-balance').textContent()) ?? '';
  expect(moneyDigits(after)).not.toBe('10000');
  // The frame's balance message refreshes the site balance at once (the bar reads the header's query).
  await expect(balance).toHaveText(`Balance ${after}`);
});

test('full screen: the bar button fills the screen and leaves it again; without the Fullscreen API, Escape leaves', { tag: '@both' }, async ({ page, request }) => {
  const player = await registerByApi(request);
  if (isPhone(page)) {
    // iPhone Safari has no Fullscreen API for elements: the stage is laid over the window instead.
    await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
  }
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await openReal(page, 'Sweet Bonanza');
  const full = bar(page).getByRole('button', { name: 'Full screen' });
  await expect(full).toHaveAttribute('aria-pressed', 'false');
  await full.click();
  await expect(full).toHaveAttribute('aria-pressed', 'true');
  const viewport = page.viewportSize()!;
  const stage = page.locator('[data-mode="real"]');
  await expect.poll(async () => (await stage.boundingBox())?.width).toBe(viewport.width);
  await expect.poll(async () => (await stage.boundingBox())?.height).toBe(viewport.height);
  if (isPhone(page)) {
    await page.keyboard.press('Escape');
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    // Escape left full screen only: the game is still open.
    await expect(page.getByRole('dialog', { name: 'Sweet Bonanza' })).toBeVisible();
  } else {
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-mode'))).toBe('real');
    await full.click();
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  }
});

test('theatre mode widens the stage on desktop and Escape leaves it', { tag: '@desktop' }, async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await openReal(page, 'Sweet Bonanza');
  const stage = page.getByTestId('game-page');
  const normal = (await stage.boundingBox())!;
  const theatre = bar(page).getByRole('button', { name: 'Theatre mode' });
  await expect(theatre).toHaveAttribute('aria-pressed', 'false');
  await theatre.click();
  await expect(theatre).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await stage.boundingBox())?.width).toBe(1440);
  const wide = (await stage.boundingBox())!;
  expect(wide.height).toBeGreaterThan(normal.height);
  // The header stays; the breadcrumbs and footer are covered.
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(theatre).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await stage.boundingBox())?.width).toBe(normal.width);
});
