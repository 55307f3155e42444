import { test, expect, type Page } from '@playwright/test';
import { bell, bellName, connectionDot } from '@tests/e2e/support/notifications';
import { advancePlayerClock, protectionCall } from '@tests/e2e/support/protection';
import { isPhone, newPlayer } from '@tests/e2e/support/session';
import { fundPlayer, notificationsOf, tokenOf, withdrawByApi } from '@tests/e2e/support/wallet';
import { operatorPost } from '@tests/e2e/support/operator';

// The browser in New York: every date on the site must still be Istanbul time, and say so (docs/histories.md).
test.use({ timezoneId: 'America/New_York' });

/** Istanbul wall time 'HH:MM' of an ISO UTC instant (Türkiye: UTC+3 all year), as the site must show it. */
function istanbulHourMinute(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  return `${parts.find((p) => p.type === 'hour')?.value}:${parts.find((p) => p.type === 'minute')?.value}`;
}

/** A new player, logged in and connected, with ₺300 deposited and a ₺200 withdrawal pending past its cooling hold: its token and the id. */
async function pendingWithdrawal(page: Page): Promise<{ token: string; id: number }> {
  const player = await newPlayer(page);
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
  await fundPlayer(page.request, player.username, player.password, 300);
  const token = await tokenOf(page);
  const id = await withdrawByApi(page.request, token, 200);
  // A first withdrawal goes to a payout account never used: its 24 h cooling hold passes before the operator's turn
  // (docs/wallet.md "Cooling hold").
  await advancePlayerClock(page.request, player.username, 25 * 3_600_000);
  return { token, id };
}

/** Saves a picture of the page; animations (a toast sliding in) are run to their end first, so it shows them settled. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `.tmp/shots-client/${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`, animations: 'disabled' });
}

test('an operator approving a withdrawal updates the open financial history without a reload; times are Istanbul time, named', async ({ page, request }) => {
  const { token, id } = await pendingWithdrawal(page);

  await page.goto('/dashboard/financial-activities');
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const withdrawal = page.getByRole('table').getByRole('row').filter({ hasText: 'Withdraw' });
  await expect(withdrawal).toContainText('Pending');
  await expect(withdrawal.getByRole('button', { name: 'Cancel withdrawal of ₺200.00' })).toBeVisible();

  // Istanbul time with the browser in New York, and the zone named in the column header.
  const history = await protectionCall<{ items: { id: number; createdAt: string }[] }>(page.request, token, 'POST', 'customer/financialhistory', { skip: 0, take: 10 });
  const createdAt = history.items.find((i) => i.id === id)?.createdAt ?? '';
  expect(createdAt).not.toBe('');
  await expect(withdrawal).toContainText(istanbulHourMinute(createdAt));
  // The header on desktop; on phone each card's label (data-label, shown before the value).
  await expect(page.locator('thead th').first()).toHaveText('Date (Istanbul time)');
  await expect(withdrawal.locator('td').first()).toHaveAttribute('data-label', 'Date (Istanbul time)');

  // The operator approves it (through the operator listener, as the demo admin).
  const approved = await operatorPost(request, `/api/operator/withdrawals/${id}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);

  await expect(bell(page)).toHaveAccessibleName(bellName(page, 'some'));
  await expect(withdrawal).toContainText('Confirmed');
  await expect(withdrawal).not.toContainText('Pending');
  await expect(withdrawal.getByRole('button', { name: /Cancel withdrawal/ })).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await shot(page, 'history-after-approval');
});

// A push the server sends after the page's first fetches but before its first hub connection is open reaches no
// socket of this page: once connected, the site refetches what pushes feed (docs/realtime.md "Catching up").
test('a withdrawal approved while the first hub connection of the page is still opening shows once it connects', async ({ page, request }) => {
  const { token, id } = await pendingWithdrawal(page);
  const unreadBefore = (await notificationsOf(page.request, token)).length;
  expect(unreadBefore).toBeGreaterThan(0);

  // The next page's hub socket reaches the server only when the test lets it: the window is held open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const hubAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.routeWebSocket(/\/hub\/frnotify/, async (ws) => {
    asked();
    await held;
    ws.connectToServer();
  });
  await page.goto('/dashboard/financial-activities');
  const withdrawal = page.getByRole('table').getByRole('row').filter({ hasText: 'Withdraw' });
  // The page's first fetches are done (history, notifications) while its socket is not open yet.
  await expect(withdrawal).toContainText('Pending');
  await expect(bell(page)).toHaveAccessibleName(bellName(page, unreadBefore));
  await hubAsked;
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connecting');

  // The operator approves in that window: the push goes out to no socket of this page.
  const approved = await operatorPost(request, `/api/operator/withdrawals/${id}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  expect(await notificationsOf(page.request, token)).toHaveLength(unreadBefore + 1);

  release();
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
  await expect(bell(page)).toHaveAccessibleName(bellName(page, unreadBefore + 1));
  await expect(withdrawal).toContainText('Confirmed');
});
