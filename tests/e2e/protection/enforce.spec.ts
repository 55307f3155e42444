import { expect, test, type Page } from '@playwright/test';
import { animationsDone } from '@tests/e2e/support/a11y';
import { gameFrame, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { expectNoPopup, optInToPopup } from '@tests/e2e/support/cms';
import { advancePlayerClock, limitRow, LIMITS_URL, openTimeOutConfirm, protectionCall, recordPromotions } from '@tests/e2e/support/protection';
import { newPlayer } from '@tests/e2e/support/session';
import { fundPlayer, tokenOf } from '@tests/e2e/support/wallet';

/*
 * docs/protection-enforcement.md on the real server: a used-up session-time limit ends the game, this tab and a second tab
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

/** Whether the element at the middle of `locator` is the locator's own (nothing lies over it). */
const topmostAtMiddle = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

test('a used-up session limit ends the game and every tab, saying why and until when', async ({ page, context, baseURL }) => {
  const player = await newPlayer(page);
  // From now on the server would serve the promotion popup to this browser: it must not open over the notice.
  await optInToPopup(context, baseURL!);
  const promotions = await recordPromotions(context, ['popup']);
  await fundPlayer(page.request, player.username, player.password, 100);
  await protectionCall(page.request, await tokenOf(page), 'POST', 'protection/setlimit', { type: 'session', period: 'day', value: 10 });
  const second = await context.newPage();
  await second.goto(LIMITS_URL);
  await expect(limitRow(second, 'session', 'day')).toContainText('10');
  await openGame(page);

  const popupAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cms/popup');
  await advancePlayerClock(page.request, player.username, 11 * 60_000);
  const why = /^Your session time limit is used up, so you have been logged out on every device and in every game\. You can log in again from \d\d\.\d\d\.\d{4} \d\d:\d\d \(Istanbul time\)\.$/;
  const notice = page.getByRole('dialog', { name: 'You have been logged out' });
  await expect(notice.getByRole('alert')).toHaveText(why);
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeHidden();
  await shot(page, 'session-limit-reached');
  // The second tab stops showing the limits and balance and says the same.
  await expect(second.getByRole('dialog', { name: 'You have been logged out' }).getByRole('alert')).toHaveText(why);
  await expect(limitRow(second, 'session', 'day')).toBeHidden();
  // The page after the logout asked for the popup (a visitor's home page) but does not open it over the notice.
  await popupAsked;
  const understood = notice.getByRole('button', { name: 'Understood' });
  await expect.poll(() => topmostAtMiddle(understood)).toBe(true);
  await understood.click();
  await expect(notice).toBeHidden();
  // Nor after it, in this page view.
  await expectNoPopup(page);
  expect(promotions).toEqual([]);
});

test('a time-out confirmed with a second tab open: the in-force screen in both tabs, no promotion in either, not even for a frame', async ({ page, context, baseURL }) => {
  await newPlayer(page);
  // From now on the server would serve the promotion popup to this browser (test mode serves it on opt-in only).
  await optInToPopup(context, baseURL!);
  // Watches every page loaded from here on, in both tabs, from before its HTML is parsed.
  const promotions = await recordPromotions(context);
  const second = await context.newPage();
  await second.goto(LIMITS_URL);
  await expect(second.getByRole('region', { name: 'Time-out' })).toBeVisible();
  const confirm = await openTimeOutConfirm(page);
  // Both tabs log out and reload at / (the second one after the stored session vanished under it).
  const reloaded = page.waitForEvent('load');
  const secondReloaded = second.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Yes, start my time-out' }).click();
  await Promise.all([reloaded, secondReloaded]);
  // Both pages are loaded: whatever their HTML held has been recorded (said here, so a failure below names it too).
  expect.soft(promotions, 'promotions rendered so far').toEqual([]);

  // The second tab learnt from the server, with its dead token, why its session ended, and says so first.
  const notice = second.getByRole('dialog', { name: 'You have been logged out' });
  await expect(notice.getByRole('alert')).toHaveText(/^Your time-out or self-exclusion is in force until .+, so you have been logged out on every device\.$/);
  await notice.getByRole('button', { name: 'Understood' }).click();
  await expect(notice).toBeHidden();
  for (const tab of [page, second]) {
    await expect(tab).toHaveURL(/\/$/);
    const screen = tab.getByTestId('exclusion-in-force');
    await expect(screen.getByRole('heading', { name: 'Your time-out is in force' })).toBeVisible();
    await expect(screen).toContainText(/Until \d{1,2}\.\w{3}\.\d{2} \d{2}:\d{2} \(Istanbul time\)\./);
  }
  // A reload of either tab still says so (the record outlived both tabs' logouts) and paints no promotion first.
  await second.reload();
  await expect(second.getByTestId('exclusion-in-force')).toBeVisible();
  expect(promotions).toEqual([]);
});

test('a due reality check stops spins at the server until the player continues', async ({ page }) => {
  const player = await newPlayer(page);
  await fundPlayer(page.request, player.username, player.password, 100);
  await protectionCall(page.request, await tokenOf(page), 'POST', 'protection/realitycheck', { intervalMinutes: 15 });
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
