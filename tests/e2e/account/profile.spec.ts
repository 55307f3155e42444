import { test, expect, type Page } from '@playwright/test';
import { nextCode, outbox } from '@tests/e2e/support/account';
import { loginByApi, registerByApi, startInLanguage } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const toast = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text });

test('the phone dialog from Personal Information: update the number, wrong code cleared, verify, Verified', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/dashboard/account');
  await page.getByRole('button', { name: 'Verify phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Phone Verification' });
  await expect(dialog.getByTestId('phone-status')).toHaveText('( Not Verified )');
  // The phone is editable only on the Update page.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update Number' }).click();
  const phone = dialog.getByLabel('Phone', { exact: true });
  await expect(phone).toHaveValue(/^\+90 \(555\)/);
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await phone.pressSequentially('5321112233');
  await expect(phone).toHaveValue('+90 (532) 111 22 33');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText('Enter the 6-digit code we sent to +90 (532) 111 22 33.')).toBeVisible();
  // Spec §4: the 60 s timer runs and disables resending.
  await expect(dialog.getByText('Resend code in')).toBeVisible();
  await expect(dialog.getByTestId('resend-countdown')).toHaveText(/^(60|59|58|57) s$/);
  await expect(dialog.getByRole('button', { name: 'Click to resend' })).toHaveCount(0);
  const code = await nextCode(request, player.username, 0);
  expect((await outbox(request, player.username))[0].recipient).toBe('+905321112233');

  const field = dialog.getByLabel('SMS Code', { exact: true });
  await field.pressSequentially(code === '000000' ? '111111' : '000000');
  await expect(field).toHaveValue(/^\d{3}-\d{3}$/);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'The code is not correct.')).toBeVisible();
  await expect(dialog.getByLabel('SMS Code', { exact: true })).toHaveValue('');

  await dialog.getByLabel('SMS Code', { exact: true }).pressSequentially(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Your phone number has been verified.')).toBeVisible();
  await expect(dialog.getByTestId('phone-status')).toHaveText('( Verified )');
  await expect(dialog.getByTestId('phone-number')).toHaveText('+90 (532) 111 22 33');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, unknown>);
  expect(stored).toMatchObject({ phone: '905321112233', smsVerified: true });
  await page.keyboard.press('Escape');
  await expect(page.getByText('( Verified )')).toBeVisible();
});

test('change password from the dashboard tile: wrong old password refused, then changed', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Change Password/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Old Password', { exact: true }).fill('NotMine123');
  await dialog.getByLabel('Password', { exact: true }).fill('Fresh12345');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Fresh12345');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(toast(page, 'The current password is not correct.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Old Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // This session stays; the new password is the one that logs in.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(
    (
      await request.post('/api/auth/login', {
        data: { username: player.username, password: 'Fresh12345' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post('/api/auth/login', {
        data: { username: player.username, password: player.password },
      })
    ).ok(),
  ).toBe(false);
});
