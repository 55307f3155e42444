import { expect, test, type Page } from '@playwright/test';
import { tilePlayButton } from '@tests/e2e/support/casino';
import { startFreshSession } from '@tests/e2e/support/dialogs';
import { markInteractive, tabGaps, tabTo, walkTab } from '@tests/e2e/support/keyboard';
import { isPhone, registerByApi, startInLanguage } from '@tests/e2e/support/session';

/*
 * Accessibility, keyboard (docs/accessibility.md): from the top of each main page Tab reaches every visible interactive element
 * with a visible focus indicator; a player logs in, opens the menu, opens and closes a game and opens the deposit
 * dialog with the keyboard alone. Every dialog is opened by keyboard in every-page.spec.ts, where Tab and Shift+Tab go
 * through its controls in DOM order and wrap (WCAG 2.4.3, from the dialog itself as it opens: first control, last
 * control), it closes on Escape and gives focus back to the control that opened it.
 */
test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const MAIN_PAGES = [
  { url: '/', player: false },
  // A search keeps the virtualised grid short: the whole catalogue is hundreds of Tab stops before the footer.
  { url: '/casino/slot?search=Bonanza', player: false },
  { url: '/promotions', player: false },
  { url: '/pages/3', player: false },
  { url: '/dashboard', player: true },
  { url: '/dashboard/deposit', player: true },
];

for (const main of MAIN_PAGES) {
  test(`Tab from the top of ${main.url} reaches every control, each with a visible focus`, { tag: '@both' }, async ({ page }) => {
    if (main.player) await startFreshSession(page);
    await page.goto(main.url);
    await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
    const marked = await markInteractive(page);
    expect(marked.length, 'interactive elements found').toBeGreaterThan(3);
    const stops = await walkTab(page, marked.length + 40);
    const gaps = tabGaps(marked, stops);
    expect(gaps.unreached, 'never reached by Tab').toEqual([]);
    expect(gaps.invisible, 'focused without a visible indicator').toEqual([]);
  });
}

const quickActions = (page: Page) => (isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner'));

test('a player logs in, opens the menu, opens and closes a game and opens the deposit dialog by keyboard only', { tag: '@both' }, async ({ page }) => {
  test.setTimeout(90_000);
  const player = await registerByApi(page.request);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  const login = quickActions(page).getByRole('button', { name: 'Login', exact: true });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel(/^Username/));
  await page.keyboard.type(player.username);
  await tabTo(page, dialog.getByLabel(/^Password/));
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(quickActions(page).getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

  // The menu opens with Space and closes with Escape, focus back on its button.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton, 80, 'Shift+Tab');
  await page.keyboard.press(' ');
  await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // A game opens with Enter on its tile and closes from the play bar.
  const play = tilePlayButton(page.getByTestId('game-tile').first(), 'Sweet Bonanza');
  await tabTo(page, play, 120);
  await page.keyboard.press('Enter');
  const bar = page.getByRole('toolbar', { name: 'Game controls' });
  await expect(bar).toBeVisible();
  // Phone: the game dialog puts focus on Close game (data-autofocus); desktop: the play page is reached from the top.
  await tabTo(page, bar.getByRole('button', { name: 'Close game' }), 60);
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page).toHaveURL(/\/casino\/slot/);

  // The deposit dialog opens with Enter on a payment method.
  await page.goto('/dashboard/deposit');
  const method = page.getByRole('button', { name: /E-Cüzdan/ }).first();
  await tabTo(page, method, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit' }).or(page.getByRole('dialog').getByRole('button', { name: /deposit/i }).first())).toBeVisible();
});
