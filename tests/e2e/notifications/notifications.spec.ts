import { test, expect, type Page } from '@playwright/test';
import { bell, bellName, connectionDot, pushNotification } from '@tests/e2e/support/notifications';
import { isPhone, loginByApi, pageSettled, type PlayerCredentials, registerByApi, startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

/** Starts the player's session (loginByApi), opens home and waits until the real-time connection is up (the bell's dot). */
async function loginAndConnect(page: Page, player: PlayerCredentials): Promise<void> {
  await loginByApi(page, player);
  await page.goto('/');
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
}

test('a pushed notification raises the bell badge without a reload; opening it marks it read and the badge falls', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginAndConnect(page, player);
  await expect(bell(page)).toHaveAccessibleName(bellName(page));
  // A marker on window proves the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await pushNotification(request, player.username, { type: 1, title: 'Deposit confirmed', note: 'Your deposit of ₺250,00 has been credited.' });
  await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));
  await expect(bell(page)).toContainText('1');
  await expect(page.getByRole('status').getByText('Deposit: Deposit confirmed')).toBeVisible();
  await pushNotification(request, player.username, { type: 4, title: 'Bonus added', note: 'A bonus is waiting.' });
  await expect(bell(page)).toHaveAccessibleName(bellName(page, 2));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('2 unread')).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Bonus added');
  // d.MMM.YY HH:MM in the browser's zone (Europe/Istanbul in these journeys).
  await expect(items.nth(0).locator('time')).toHaveText(/^\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}$/);

  const read = page.waitForResponse((r) => r.url().includes('/api/customer/readnotification'));
  await items.nth(1).getByRole('button').click();
  await expect(panel.getByRole('heading', { name: 'Deposit confirmed' })).toBeVisible();
  await expect(panel.getByText('Your deposit of ₺250,00 has been credited.')).toBeVisible();
  expect((await read).status()).toBe(200);
  await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));

  await panel.getByRole('button', { name: 'Back to the list' }).click();
  await expect(panel.getByText('1 unread')).toBeVisible();
  // An already-read one opens without a call.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/customer/readnotification')) calls += 1;
  });
  await panel.getByRole('button', { name: /Deposit confirmed/ }).click();
  await expect(panel.getByRole('heading', { name: 'Deposit confirmed' })).toBeVisible();
  // The opened notification is on screen and the page has run all it queued: a read call would be recorded by now.
  await pageSettled(page);
  expect(calls).toBe(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The server agrees after a reload: one read, one unread.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));
});

test('a deposit confirmed on the demo payment page raises the bell badge without a reload', async ({ page, context, request }) => {
  const player = await registerByApi(request);
  await loginAndConnect(page, player);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token);
  // The deposit form is the wallet feature's; its call is made here directly (e-wallet method 3 of the demo PSP).
  const deposit = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 250 } },
  });
  const body = (await deposit.json()) as { success: boolean; message: string; data: string };
  expect(body.success, body.message).toBe(true);

  const payPage = await context.newPage();
  await payPage.goto(body.data);
  await payPage.getByRole('button', { name: 'Confirm payment' }).click();
  await payPage.close();

  await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem').first()).toContainText('₺250.00');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the notifications panel: 582 px on desktop, a full-height sheet on phone, empty state for a new player', { tag: '@both' }, async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginAndConnect(page, player);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('When you have a new notification, you will see it here.')).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  if (isPhone(page)) {
    // Full height (docs/product.md §9), not a 92 % sheet.
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    // Anchored to the bottom edge once the slide-up ends (within a pixel of sub-pixel rounding).
    await expect
      .poll(async () => {
        const now = await panel.boundingBox();
        return now ? Math.abs(now.y + now.height - viewport.height) : Infinity;
      })
      .toBeLessThanOrEqual(1.5);
  } else {
    expect(Math.round(box.height)).toBe(582);
  }
});

test('mark all as read: one call for every unread notification, the badge clears; times are named as Istanbul time', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginAndConnect(page, player);
  for (const title of ['Deposit confirmed', 'Withdrawal approved', 'Bonus added']) {
    await pushNotification(request, player.username, { type: 1, title, note: 'A note long enough to show how the sheet wraps it.' });
  }
  await expect(bell(page)).toHaveAccessibleName(bellName(page, 3));
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('3 unread')).toBeVisible();
  await expect(panel.getByText('Istanbul time', { exact: true })).toBeVisible();
  // The picture without the toasts of the three pushes over it.
  await expect(page.getByText('Deposit: Bonus added')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(/^Login successful/)).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: `.tmp/shots-client/notifications-sheet-${isPhone(page) ? 'phone' : 'desktop'}.png` });
  const read = page.waitForRequest((r) => r.url().includes('/api/customer/readnotification'));
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  expect(((await read).postDataJSON() as { id: number[] }).id).toHaveLength(3);
  await expect(panel.getByText('All read')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(bellName(page));
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(bellName(page));
});
