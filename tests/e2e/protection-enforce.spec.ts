import { expect, test, type Page } from '@playwright/test';
import { animationsDone } from './a11y-support';
import { gameFrame, tilePlayButton, tiles } from './casino-support';
import { LIMITS_URL, advancePlayerClock, limitRow, playerLoggedIn, protectionCall, storedToken } from './protection-support';
import { fundPlayer } from './support';

/*
 * Issue 17 items 2, 6 and 9 on the real server: a used-up session-time limit ends the game, this tab and a second tab
 * of the browser, saying why and until when; a due reality check stops play at the server until the player continues.
 * The server's clock of the player is moved with POST /api/test/clock, never waited for.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Opens Sweet Bonanza from the lobby and waits for its Spin button. */
async function openGame(page: Page) {
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await tilePlayButton(tiles(page).first(), 'Sweet Bonanza').click();
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeVisible();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
}

/** With E2E_SHOTS_DIR set, a screenshot once the dialogs have finished rising. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

test('a used-up session limit ends the game and every tab, saying why and until when', async ({ page, context }) => {
  const player = await playerLoggedIn(page);
  await fundPlayer(page.request, player.username, player.password, 100);
  await protectionCall(page.request, await storedToken(page), 'POST', 'protection/setlimit', { type: 'session', period: 'day', value: 10 });
  const second = await context.newPage();
  await second.goto(LIMITS_URL);
  await expect(limitRow(second, 'session', 'day')).toContainText('10');
  await openGame(page);

  await advancePlayerClock(page.request, player.username, 11 * 60_000);
  const why = /^Your session time limit is used up, so you have been logged out on every device and in every game\. You can log in again from \d\d\.\d\d\.\d{4} \d\d:\d\d \(Istanbul time\)\.$/;
  const notice = page.getByRole('dialog', { name: 'You have been logged out' });
  await expect(notice.getByRole('alert')).toHaveText(why);
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeHidden();
  await shot(page, 'session-limit-reached');
  // The second tab stops showing the limits and balance and says the same.
  await expect(second.getByRole('dialog', { name: 'You have been logged out' }).getByRole('alert')).toHaveText(why);
  await expect(limitRow(second, 'session', 'day')).toBeHidden();
  await notice.getByRole('button', { name: 'Understood' }).click();
  await expect(notice).toBeHidden();
});

test('a due reality check stops spins at the server until the player continues', async ({ page }) => {
  const player = await playerLoggedIn(page);
  await fundPlayer(page.request, player.username, player.password, 100);
  await protectionCall(page.request, await storedToken(page), 'POST', 'protection/realitycheck', { intervalMinutes: 15 });
  await openGame(page);

  await advancePlayerClock(page.request, player.username, 16 * 60_000);
  const frame = gameFrame(page);
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText(/^Reality check: you have been playing for \d+ min\. Please confirm the reality check on the site to continue playing\.$/);
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await shot(page, 'reality-check-enforced');

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText(/You win|No win/);
});
