import { test, expect } from '@playwright/test';
import { bell, connectionDot, ownServer, pushNotification } from './notifications-support';
import { isPhone, loginThroughDialog, registerByApi, useLanguage } from './support';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

// Issue 16 item 11: after the spec §9 schedule (0, 2, 10, 30 s, then stop) the site keeps trying (tab shown, online,
// every 60 s), and the Reconnect button really reconnects.
test('after a long outage the connection comes back by itself without a reload, and Reconnect works', async ({ page, playwright }) => {
  test.setTimeout(420_000);
  const server = await ownServer();
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await server.start();
    const player = await registerByApi(api);
    await page.goto(`${server.baseURL}/`);
    await loginThroughDialog(page, player.username, player.password);
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const banner = page.getByTestId('connection-banner');
    const reconnect = banner.getByRole('button', { name: 'Reconnect' });

    // Down for longer than the whole schedule: the offline banner.
    await server.kill('SIGKILL');
    await expect(reconnect).toBeVisible({ timeout: 60_000 });
    await expect(banner).toContainText('Live updates are offline.');
    await expect(banner).toContainText('We keep trying in the background.');
    await page.screenshot({ path: `.tmp/shots-client/reconnect-banner-${isPhone(page) ? 'phone' : 'desktop'}.png` });

    // Back: within the next 60 s tick the dot is Connected again, with no click and no reload.
    await server.start();
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected', { timeout: 75_000 });
    await expect(banner).toBeHidden();
    await pushNotification(api, player.username, { type: 5, title: 'Back by itself', note: '' });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    // Down again past the schedule, then the player's Reconnect: connected at once, not at the next tick.
    await server.kill('SIGKILL');
    await expect(reconnect).toBeVisible({ timeout: 60_000 });
    await server.start();
    await reconnect.click();
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected', { timeout: 15_000 });
    await expect(banner).toBeHidden();
    await pushNotification(api, player.username, { type: 5, title: 'Back by the button', note: '' });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await api.dispose();
    await server.dispose();
  }
});
