import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { headerBalance, notificationsButton, placeBet, pressInFrame, settleBet, sportsbook, storedAuth } from './sports-support';
import { isPhone, loginByApi, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';
import { SPORTSBOOK_TOKEN_TIMEOUT_MS } from '@contracts/domain/sportsbook-token';

/** The site's GET sportsbook/token call (the refresh a frame asks for with tokenExpired). */
const TOKEN_CALL = /\/api\/sportsbook\/token\?/;

/** One balance poll (docs/product.md §9: 3 s) plus a little time for the reply. */
const ONE_POLL_MS = 3_500;

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
  // The token refresh must never surface as a browser alert (docs/architecture.md "Sportsbook frames").
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
});

/** The frame fills the space under the header down to the viewport bottom (phone: to the bottom bar). */
async function expectFrameFillsViewport(page: Page, provider: 'fcg' | 'betco'): Promise<void> {
  const box = await page.locator(`iframe[data-testid="sportsbook-${provider}"]`).boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const bottom = viewport.height - (isPhone(page) ? 64 : 0);
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(bottom + 1);
  expect(box!.y + box!.height).toBeGreaterThan(bottom - 24);
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width - (isPhone(page) ? 0 : 40));
}

test('a visitor sees all four sportsbook pages as a guest, isolated from the site, and betting asks to log in', { tag: '@both' }, async ({ page, request }) => {
  for (const [path, provider, tab] of [
    ['/livespor/fcg', 'fcg', 'Live'],
    ['/spor/fcg', 'fcg', 'Pre-Match'],
    ['/livespor/betco', 'betco', 'Live'],
    ['/spor/betco', 'betco', 'Pre-Match'],
  ] as const) {
    await page.goto(path);
    const frame = sportsbook(page, provider);
    await expect(frame.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.locator('button.odd').first()).toHaveText(/^[1X2] \d+\.\d\d$/);
    await expect(frame.getByText('Guest', { exact: true })).toBeVisible();
  }
  const iframe = page.locator('iframe[data-testid="sportsbook-betco"]');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  await expect(iframe).toHaveAttribute('allow', /camera 'none'/);
  await expectFrameFillsViewport(page, 'betco');
  // Opaque origin: the sportsbook cannot reach the site's storage even though it is served from the same server.
  const inner = page.frames().find((f) => f.url().includes('/demo/sportsbook/betco'));
  expect(await inner!.evaluate(() => {
    try {
      return localStorage.getItem('auth') === null ? 'readable' : 'leaked';
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('SecurityError');

  const frame = sportsbook(page, 'betco');
  await pressInFrame(frame.locator('button.odd').first());
  await pressInFrame(frame.getByRole('button', { name: 'Log in to bet' }));
  const dialog = page.getByRole('dialog', { name: /login/i });
  await expect(dialog).toBeVisible();

  // Logging in hands the frame its token without a reload: the pick stays, the player's balance shows.
  const player = await registerByApi(request);
  await dialog.getByLabel(/^username/i).fill(player.username);
  await dialog.getByLabel(/^password/i).fill(player.password);
  await dialog.getByRole('button', { name: /^login$/i }).click();
  await expect(frame.getByText('Balance:')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Place Bet' })).toBeVisible();
  await pressInFrame(frame.getByRole('button', { name: 'Place Bet' }));
  await expect(frame.getByRole('status')).toHaveText('Insufficient balance.');
  await expect(headerBalance(page)).toContainText('₺0.00');
});

test('fcg keeps the selection of a visitor at login, as betco does', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/livespor/fcg');
  const frame = sportsbook(page, 'fcg');
  await expect(frame.getByText('Guest', { exact: true })).toBeVisible();
  await pressInFrame(frame.locator('button.odd').first());
  await expect(frame.locator('button.odd[aria-pressed="true"]')).toHaveCount(1);
  await pressInFrame(frame.getByRole('button', { name: 'Log in to bet' }));
  const dialog = page.getByRole('dialog', { name: /login/i });
  await dialog.getByLabel(/^username/i).fill(player.username);
  await dialog.getByLabel(/^password/i).fill(player.password);
  await dialog.getByRole('button', { name: /^login$/i }).click();
  // The same frame gets the token and the customer id by postMessage: the pick is still there.
  await expect(frame.getByText('Balance:')).toBeVisible();
  await expect(frame.locator('button.odd[aria-pressed="true"]')).toHaveCount(1);
  await expect(frame.getByRole('button', { name: 'Place Bet' })).toBeVisible();
  await expect(page.locator('iframe[data-testid="sportsbook-fcg"]')).not.toHaveAttribute('src', /cid=/);
});

test('a player bets at fcg live: the header balance falls within one poll, a won settle pays and notifies', async ({ page, request }) => {
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 200);
  await loginByApi(page, player);
  await page.goto('/livespor/fcg');
  await expect(headerBalance(page)).toContainText('₺200.00');
  const frame = sportsbook(page, 'fcg');
  await expect(frame.getByText('Balance:')).toBeVisible();
  await expectFrameFillsViewport(page, 'fcg');

  // Galatasaray – Fenerbahçe, home win at fcg's 2,24 (shown the Turkish way).
  const betId = await placeBet(frame, '50');
  await expect(headerBalance(page)).toContainText('₺150.00', { timeout: ONE_POLL_MS });
  await expect(frame.getByText('₺150.00')).toBeVisible();

  expect(await settleBet(request, betId, 'won')).toBe(262);
  await expect(headerBalance(page)).toContainText('₺262.00', { timeout: ONE_POLL_MS });
  // The notification arrives over the hub: the bell counts it and the panel shows it.
  await expect(notificationsButton(page)).toHaveAccessibleName(/unread/);
  await notificationsButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Bet won', { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  // The sheet must be gone before the frame is clicked: a click during its closing animation lands on the sheet
  // (seen on phone mid-run: the Live tab stayed selected).
  await expect(panel).toBeHidden();
  // By keyboard (the tabs pattern): a pointer click into the frame is not checked against what the page above it
  // still shows for a moment (the sheet's backdrop fading out), and was once swallowed there.
  const myBets = frame.getByRole('tab', { name: 'My Bets' });
  await myBets.press('Enter');
  await expect(myBets).toHaveAttribute('aria-selected', 'true');
  await expect(frame.locator(`[data-bet="${betId}"]`)).toContainText('Won');
});

/**
 * A player with ₺100 on the betco page whose launch token is dead: another refresh (e.g. a second tab) issued a new one.
 * Returns the frame and what the page stored before.
 */
async function betcoWithDeadToken(page: Page, request: APIRequestContext) {
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 100);
  await loginByApi(page, player);
  await page.goto('/spor/betco');
  const frame = sportsbook(page, 'betco');
  await expect(frame.getByText('₺100.00')).toBeVisible();
  const before = await storedAuth(page);
  const rotated = await request.get('/api/sportsbook/token?provider=betco', { headers: { authorization: `Bearer ${before.token}` } });
  expect(rotated.ok()).toBe(true);
  return { frame, before };
}

test('a betco pre-match bet goes through after the launch token expired: refreshed silently, no alert', async ({ page, request }) => {
  const { frame, before } = await betcoWithDeadToken(page, request);
  await placeBet(frame, '25');
  await expect(headerBalance(page)).toContainText('₺75.00', { timeout: ONE_POLL_MS });
  const after = await storedAuth(page);
  expect(after.betcoToken).not.toBe(before.betcoToken);
  expect(after.token).toBe(before.token);
});

test('a token refresh the site cannot get (500, then no answer) shows the frame its own error with Try again, which renews it', async ({ page, request }) => {
  // Every uncaught error of the page and of its frames (the sandboxed sportsbook included) fails the journey.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The site gives up on a token call that does not answer (its own timeout): driven by the clock, not waited.
  await page.clock.install();
  const { frame, before } = await betcoWithDeadToken(page, request);

  // The site's token call answers 500: the frame says so itself and offers to try again.
  let tokenCalls = 0;
  await page.route(TOKEN_CALL, (route) => {
    tokenCalls += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error', data: null }) });
  });
  await pressInFrame(frame.locator('button.odd').first());
  await frame.getByLabel('Stake (₺)').fill('25');
  await pressInFrame(frame.getByRole('button', { name: 'Place Bet' }));
  const alert = frame.getByRole('alert');
  const tryAgain = frame.getByRole('button', { name: 'Try again' });
  await expect(alert).toHaveText('Your betting session could not be renewed.');
  await expect(tryAgain).toBeVisible();
  expect(tokenCalls).toBe(1);

  // Try again, and the token call never answers: the site gives up after its timeout, and the frame says so again.
  await page.unroute(TOKEN_CALL);
  let hung = () => {};
  const tokenAsked = new Promise<void>((resolve) => (hung = resolve));
  await page.route(TOKEN_CALL, () => hung());
  await pressInFrame(tryAgain);
  await tokenAsked;
  await expect(alert).toHaveText('Refreshing your session...');
  await page.clock.fastForward(SPORTSBOOK_TOKEN_TIMEOUT_MS);
  await expect(alert).toHaveText('Your betting session could not be renewed.');

  // The token call works again: Try again renews the session and the refused bet goes through once.
  await page.unroute(TOKEN_CALL);
  await pressInFrame(tryAgain);
  await expect(frame.getByRole('status')).toHaveText(/^Bet #\d+ placed\.$/);
  await expect(alert).toBeHidden();
  await expect(tryAgain).toBeHidden();
  await expect(headerBalance(page)).toContainText('₺75.00', { timeout: ONE_POLL_MS });
  expect((await storedAuth(page)).betcoToken).not.toBe(before.betcoToken);
  expect(errors).toEqual([]);
});
