import { test, expect, type Locator, type Page } from '@playwright/test';
import { bell, bellName, connectionDot, pushNotification, withOwnServerSession } from '@tests/e2e/support/notifications';
import { startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  // The page's clock runs at its natural pace and is moved on through the retry schedule instead of waiting it out.
  await page.clock.install();
  await startInLanguage(page, 'en');
});

/**
 * Moves the page's clock on through the client's retry schedule (0, 2, 10, 30 s, docs/product.md §9) until the
 * offline banner's Reconnect shows. Each retry is timed from the failure of the one before, which comes back from the
 * network a moment after its timer fired, so the clock is moved one step at a time; a step of 31 s fires any pending
 * retry once.
 */
async function outlastSchedule(page: Page, reconnect: Locator): Promise<void> {
  await expect(async () => {
    if (await reconnect.isVisible()) return;
    await page.clock.fastForward(31_000);
    await expect(reconnect).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

// After the docs/product.md §9 schedule (0, 2, 10, 30 s, then stop) the site keeps trying (tab shown, online,
// every 60 s), and the Reconnect button really reconnects.
test('after a long outage the connection comes back by itself without a reload, and Reconnect works', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  await withOwnServerSession(page, playwright, async ({ server, api, player }) => {
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const banner = page.getByTestId('connection-banner');
    const reconnect = banner.getByRole('button', { name: 'Reconnect' });

    // Down for longer than the whole schedule: the offline banner.
    await server.kill('SIGKILL');
    await outlastSchedule(page, reconnect);
    await expect(banner).toContainText('Live updates are offline.');
    await expect(banner).toContainText('We keep trying in the background.');

    // Back, and the browser reports it is online again (a real offline → online switch of the browser context):
    // the dot is Connected with no click and no reload. The 60 s tick and the tab-visible trigger have unit tests
    // (src/features/realtime/revive.test.ts).
    await server.start();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected', { timeout: 15_000 });
    await expect(banner).toBeHidden();
    await pushNotification(api, player.username, { type: 5, title: 'Back by itself', note: '' });
    await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));

    // Down again past the schedule, then the player's Reconnect: connected at once, not at the next tick.
    await server.kill('SIGKILL');
    await outlastSchedule(page, reconnect);
    await server.start();
    // The 60 s background tick may win the race against this click on a slow machine: then the button is gone.
    const clicked = await reconnect.click({ timeout: 5_000 }).then(() => true, () => false);
    test.info().annotations.push({ type: 'reconnect', description: clicked ? 'by the button' : 'by the 60 s tick first' });
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected', { timeout: 15_000 });
    await expect(banner).toBeHidden();
    await pushNotification(api, player.username, { type: 5, title: 'Back by the button', note: '' });
    await expect(bell(page)).toHaveAccessibleName(bellName(page, 2));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
