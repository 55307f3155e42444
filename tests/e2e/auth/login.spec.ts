import { test, expect, type Page } from '@playwright/test';
import { isPhone, loginThroughDialog, logout, openLogin, pageSettled, registerByApi, startInLanguage, uniqueUsername } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

/** Where the logged-in player's name and balance are shown: the header on desktop, the menu's player card on phone. */
async function expectLoggedIn(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /^Balance ₺/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: /menu/i }).getByText(name)).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    const header = page.getByRole('banner');
    await expect(header.getByText(name)).toBeVisible();
    await expect(header.getByTestId('header-balance')).toHaveText(/₺\s?\d/);
  }
}

/** Logs out, then checks the visitor is back on / with no session left in storage (docs/product.md §4). */
async function logoutToVisitor(page: Page): Promise<void> {
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
}

test('a visitor signs up with the fast form, sees name and lira balance, logs out and logs back in', { tag: '@both' }, async ({ page }) => {
  const username = uniqueUsername('fast');
  await page.goto('/');
  const scope = isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: /sign up/i });
  await expect(dialog.getByRole('tab', { name: 'Fast Register' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Name', { exact: true }).fill('Çağrı');
  await dialog.getByLabel('Surname', { exact: true }).fill('Öztürk Şahin');
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('E-mail', { exact: true }).fill(`${username}@example.com`);
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(/.+/);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Secret123');
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('dialog', { name: /sign up/i })).toBeHidden();
  // docs/product.md §4: without a chosen trial bonus the celebration screen follows registration; it can be closed.
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(celebration).toBeVisible();
  await celebration.getByRole('button', { name: /close/i }).first().click();
  await expect(celebration).toBeHidden();
  await expectLoggedIn(page, 'Çağrı');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as Record<string, unknown>);
  expect(stored).toMatchObject({ username, fingerprint: expect.any(String), token: expect.any(String) });

  await logoutToVisitor(page);
  await loginThroughDialog(page, username, 'Secret123');
  await expectLoggedIn(page, 'Çağrı');
});

test('a wrong password shows the server message and keeps the visitor logged out', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill(player.username);
  await dialog.getByLabel('Password', { exact: true }).fill('WrongPass1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: /username or password/i })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('an invalid login form shows field errors and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) calls.push(r.url());
  });
  await page.goto('/');
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  // Errors are not shown before blur or submit (docs/product.md §5).
  await expect(dialog.getByText('This field is required.')).toHaveCount(0);
  await dialog.getByLabel('Username', { exact: true }).fill('ab');
  await dialog.getByLabel('Password', { exact: true }).focus();
  await expect(dialog.getByText('Enter at least 3 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  // The refused submit has been handled to its end: a login call it sent would be recorded by now.
  await pageSettled(page);
  expect(calls).toEqual([]);
});

test('a protected route opens the login dialog and does not navigate', async ({ page }) => {
  await page.goto('/promotions');
  await page.goto('/dashboard/deposit');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
});

test('the default language is Turkish', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible();
  await context.close();
});
