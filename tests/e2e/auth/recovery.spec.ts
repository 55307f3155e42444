import { test, expect, type Page } from '@playwright/test';
import { nextCode, outbox, registerVerifiedByApi } from '@tests/e2e/support/account';
import { openLogin, pageSettled, startInLanguage, uniqueUsername } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const toast = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text });

async function openRecovery(page: Page) {
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Recovery Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recovery Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('password recovery in three steps with the SMS code, then login with the new password', async ({
  page,
  request,
}) => {
  const player = await registerVerifiedByApi(request);
  const dialog = await openRecovery(page);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByLabel('Username', { exact: true }).fill(player.username);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  const code = await nextCode(request, player.username, 1);
  await dialog.getByLabel('Reset Code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await dialog.getByLabel('New Password', { exact: true }).fill('Yeni12345');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Yeni12345');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password change successful. You are now directed to the login page.')).toBeVisible();
  // Spec §4: the login dialog opens 1 s later.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible({ timeout: 3000 });
  await login.getByLabel('Username', { exact: true }).fill(player.username);
  await login.getByLabel('Password', { exact: true }).fill('Yeni12345');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').username)).toBe(player.username);
});

test('recovery refuses a wrong and an expired reset code, and mismatched passwords send nothing', async ({
  page,
  request,
}) => {
  const player = await registerVerifiedByApi(request);
  const dialog = await openRecovery(page);
  await dialog.getByLabel('Username', { exact: true }).fill(player.username);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const code = await nextCode(request, player.username, 1);
  await dialog.getByLabel('Reset Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'The code is not correct.')).toBeVisible();
  // The failed call's request id, the server's log line of it (docs/operations.md "Request ids").
  await expect(toast(page, 'The code is not correct.')).toContainText(/Reference: [0-9a-f-]{36}$/);
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();

  await dialog.getByLabel('Reset Code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  const changeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/changepasswordwithcode')) changeCalls.push(r.url());
  });
  await dialog.getByLabel('New Password', { exact: true }).fill('Yeni12345');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Yeni54321');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
  // The refused submit has been handled to its end: a change call it sent would be recorded by now.
  await pageSettled(page);
  expect(changeCalls).toEqual([]);

  // The code runs out (10 minutes, moved forward through the test API): the change is refused.
  await request.post('/api/test/expirecodes', {
    data: { username: player.username },
  });
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Yeni12345');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'The code has expired. Please request a new one.')).toBeVisible();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(
    (
      await request.post('/api/auth/login', {
        data: { username: player.username, password: player.password },
      })
    ).ok(),
  ).toBe(true);
});

test('the recovery dialog links to Sign Up, and an unknown username is answered without sending', async ({
  page,
  request,
}) => {
  const dialog = await openRecovery(page);
  const ghost = uniqueUsername('ghost');
  await dialog.getByLabel('Username', { exact: true }).fill(ghost);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  expect(await outbox(request, ghost)).toEqual([]);
  await dialog.getByRole('button', { name: /Sign Up Now!/ }).click();
  await expect(page.getByRole('dialog', { name: /sign up/i })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the phone size shows the account dialogs full screen', async ({ page }) => {
  const dialog = await openRecovery(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBeGreaterThanOrEqual(800);
});
