import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContextOptions, WebSocket } from '@playwright/test';
import { loginByApi, loginThroughDialog, newPlayer, openLogin, registerByApi, startInLanguage } from '@tests/e2e/support/session';

/** Logs in by API and ends every session of the player, that one included (customer/endothersessions, then logout). */
async function endEveryLiveSession(request: APIRequestContext, username: string, password: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/customer/endothersessions', { headers, data: {} })).ok()).toBe(true);
  expect((await request.get('/api/auth/logout', { headers })).ok()).toBe(true);
}

/**
 * Sessions the player controls (docs/security.md "Sessions and tokens"): two browsers logged in as one player; the
 * first ends the other from the account page's session list, and the other's open page logs out by itself (its hub
 * socket is closed by the server, its next call is refused) without a reload.
 */
test('the session list ends another device: its open page logs out and its hub socket closes', async ({ page, browser }) => {
  const project = test.info().project.use;
  const options: BrowserContextOptions = {
    baseURL: project.baseURL,
    viewport: project.viewport,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    deviceScaleFactor: project.deviceScaleFactor,
    locale: project.locale,
    timezoneId: project.timezoneId,
  };
  const player = await registerByApi(page.request);
  // Registration opened a session of its own; the journey's two browsers log in afresh, so it is ended first.
  await endEveryLiveSession(page.request, player.username, player.password);

  const otherContext = await browser.newContext(options);
  try {
    const other = await otherContext.newPage();
    await startInLanguage(other, 'en');
    // The other device's hub socket, reached with a single-use ticket: the login token is never in its URL.
    const socket = new Promise<WebSocket>((resolve) => other.on('websocket', (ws) => ws.url().includes('/hub/frnotify') && resolve(ws)));
    await other.goto('/');
    await loginThroughDialog(other, player.username, player.password);
    const otherSocket = await socket;
    const otherToken = await other.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '');
    expect(otherToken).not.toBe('');
    expect(new URL(otherSocket.url()).searchParams.get('access_token')).not.toBe(otherToken);
    const socketClosed = otherSocket.waitForEvent('close', { timeout: 20_000 });
    // Its logout reloads the page 300 ms later (docs/product.md §4): the Login button is used after that reload, not
    // in the 300 ms before it, where the reload would take the opened dialog away again.
    const otherReloaded = other.waitForEvent('load', { timeout: 30_000 });

    await startInLanguage(page, 'en');
    await loginByApi(page, player);
    await page.goto('/dashboard/account');
    const list = page.getByRole('region', { name: 'Active sessions' });
    const rows = list.getByTestId('live-session');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.nth(1)).not.toContainText('This device');
    await expect(rows.nth(1)).toContainText('Local network');
    await rows.nth(1).getByRole('button', { name: /^End session: / }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('The session was ended.')).toBeVisible();

    // The other device: the server closed its socket, and the page shows the visitor's login without a reload.
    await socketClosed;
    await otherReloaded;
    // The visitor's Login button comes back (it waits for the logout), and the stored session is gone.
    await openLogin(other);
    expect(await other.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  } finally {
    await otherContext.close();
  }
});

test('session history shows the current session', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Session History/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/session-history$/);
  const current = page.getByRole('row').filter({ hasText: 'This session' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Open');
});
