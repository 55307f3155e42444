import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownServer } from '@tests/e2e/support/notifications';
import { openLogin, registerByApi, startInLanguage } from '@tests/e2e/support/session';

/**
 * The password breaker's security check in the login dialog (docs/security.md "Password spraying"), on the real
 * server. The breaker is tripped with POST /api/test/password-breaker (test mode only):
 * a journey cannot spray hundreds of failed logins. The breaker is site-wide, so the journey runs on a server of its
 * own: tripped on the shared server, it would ask the check of every journey logging in meanwhile.
 */
test('while the breaker is tripped the login dialog shows the security check, solves it by keyboard and logs in', async ({ page, playwright }) => {
  // The journey boots a server of its own before its own steps.
  test.setTimeout(120_000);
  const server = ownServer();
  let request: APIRequestContext | null = null;
  try {
    await server.start();
    request = await playwright.request.newContext({ baseURL: server.baseURL });
    const player = await registerByApi(request);
    await startInLanguage(page, 'en');
    await page.goto(`${server.baseURL}/`);
    await openLogin(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^username/i).fill(player.username);
    await dialog.getByLabel(/^password\b/i).fill(player.password);
    // The widget is loaded only when asked: nothing of it is on the page before.
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('load-altcha')));
    expect(await loaded()).toBe(false);

    expect((await request.post('/api/test/password-breaker', { data: { trippedForMs: 120_000 } })).ok()).toBe(true);
    await dialog.getByRole('button', { name: /^login$/i }).click();
    const check = dialog.getByRole('group', { name: 'Security check' });
    await expect(check).toBeVisible();
    await expect(check.getByRole('status')).toHaveText(/^Many failed sign-ins are being seen across the site right now\./);
    const box = check.getByRole('checkbox', { name: 'I am not a robot' });
    await box.focus();
    await page.keyboard.press('Space');
    // Solved in the browser's worker, then the same login is sent again with the solution.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText(`Login successful. Welcome`, { exact: false }).first()).toBeVisible();
    expect(await loaded()).toBe(true);
  } finally {
    await request?.dispose();
    await server.dispose();
  }
});
