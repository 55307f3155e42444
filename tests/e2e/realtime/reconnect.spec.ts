import { test, expect } from '@playwright/test';
import { bell, bellName, connectionDot, pushNotification, withOwnServerSession } from '@tests/e2e/support/notifications';
import { startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  // The page's clock runs at its natural pace and is moved on to the next retry instead of waiting for it.
  await page.clock.install();
  await startInLanguage(page, 'en');
});

test('killing and restarting the server shows Reconnecting, then Connected again, and pushes still arrive', async ({ page, playwright }) => {
  test.setTimeout(240_000);
  await withOwnServerSession(page, playwright, async ({ server, api, player }) => {
    await server.kill('SIGKILL');
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Reconnecting');
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toContainText('Reconnecting…');
    await expect(banner).toBeVisible();

    // Same port, same data folder: the session is still valid when the client comes back. The client retries
    // 0, 2, 10 and 30 s after the drop (docs/product.md §9), then keeps trying in the background (docs/realtime.md); a restart
    // slower than the schedule (a loaded machine) shows the offline banner, whose Reconnect button is the way back.
    const killedAt = Date.now();
    await server.start();
    const restartMs = Date.now() - killedAt;
    // The next retry of the schedule is at most 30 s of the page's clock away: it fires now, and finds the server up.
    await page.clock.fastForward(30_000);
    const reconnect = banner.getByRole('button', { name: 'Reconnect' });
    await expect(connectionDot(page).and(page.locator('[data-state="Connected"]')).or(reconnect)).toBeVisible({ timeout: 45_000 });
    const how = `server back after ${restartMs} ms`;
    test.info().annotations.push({ type: 'restart', description: how });
    if (!(await reconnect.isVisible())) {
      await expect(page.getByText('Connection restored.')).toBeVisible();
    } else {
      expect(restartMs).toBeGreaterThan(30_000);
      // The background revive may connect between the check above and the click: then the button is gone.
      await reconnect.click({ timeout: 5_000 }).catch(() => undefined);
    }
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected', { timeout: 30_000 });
    await expect(banner).toBeHidden();

    await pushNotification(api, player.username, { type: 5, title: 'Back online', note: '' });
    await expect(bell(page)).toHaveAccessibleName(bellName(page, 'some'));
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Back online')).toBeVisible();
  });
});
