import { test, expect, type Page } from '@playwright/test';
import { isPhone, loginThroughDialog, openLogin, pageSettled, registerByApi, uniqueUsername, useLanguage } from './support';
import { fillFastRegister, nextCode, openRegister, outbox, registerVerifiedByApi, shownBalance } from './account-support';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

const toast = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text });

test('fast sign-up without the trial bonus shows the celebration with Deposit and Live Chat', async ({ page }) => {
  // Confetti must draw without breaking the CSP (no blob: worker, no inline script).
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto('/');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog);
  await dialog.getByRole('button', { name: 'Register' }).click();
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(celebration).toBeVisible();
  // Spec §4: without a trial bonus the amount is reset to 0, so no 'Yes' offer.
  await expect(celebration.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  // Confetti (canvas-confetti draws on a canvas it adds to the body) starts 100 ms after display.
  await expect(page.locator('body > canvas')).toHaveCount(1);
  await expect(celebration.getByRole('button', { name: 'Live Chat' })).toBeVisible();
  // The celebration offers a deposit limit before the first deposit.
  await expect(celebration.getByRole('link', { name: 'Set a deposit limit' })).toBeVisible();
  await celebration.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  await expect(celebration).toBeHidden();
  expect(cspErrors).toEqual([]);
});

test('sign-up with the trial bonus verifies the phone at once, then Yes credits the bonus', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const dialog = await openRegister(page);
  const player = await fillFastRegister(dialog, { trialBonus: true });
  await dialog.getByRole('button', { name: 'Register' }).click();

  const sms = page.getByRole('dialog', { name: 'Set Phone Number' });
  await expect(sms).toBeVisible();
  const phone = sms.getByLabel('Phone', { exact: true });
  const code = sms.getByLabel('SMS Code', { exact: true });
  await expect(phone).toHaveValue(
    `+90 (${player.phoneDigits.slice(0, 3)}) ${player.phoneDigits.slice(3, 6)} ${player.phoneDigits.slice(6, 8)} ${player.phoneDigits.slice(8)}`,
  );
  await expect(code).toBeDisabled();
  await sms.getByRole('button', { name: 'Send Code' }).click();

  const step2 = page.getByRole('dialog', { name: 'Set Sms Code' });
  await expect(step2).toBeVisible();
  await expect(step2.getByLabel('Phone', { exact: true })).toBeDisabled();
  const sent = await nextCode(request, player.username, 0);
  const [message] = await outbox(request, player.username);
  expect(message.recipient).toBe(`+90${player.phoneDigits}`);

  // A wrong code: the server's message as an error toast, the field cleared, nothing verified.
  const wrong = sent === '000000' ? '111111' : '000000';
  await step2.getByLabel('SMS Code', { exact: true }).pressSequentially(wrong);
  await expect(step2.getByLabel('SMS Code', { exact: true })).toHaveValue(/^\d\d-\d\d-\d\d$/);
  await step2.getByRole('button', { name: 'Validate' }).click();
  await expect(toast(page, 'The code is not correct.')).toBeVisible();
  await expect(step2.getByLabel('SMS Code', { exact: true })).toHaveValue('');

  await step2.getByLabel('SMS Code', { exact: true }).pressSequentially(sent);
  await step2.getByRole('button', { name: 'Validate' }).click();
  await expect(toast(page, 'Your phone number has been verified.')).toBeVisible();
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(celebration.getByText('Your Phone Number has been successfully verified!')).toBeVisible();
  await expect(celebration.getByText(/₺50.00 trial bonus/)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, unknown>);
  expect(stored).toMatchObject({
    phone: `90${player.phoneDigits}`,
    smsVerified: true,
  });

  expect(await shownBalance(page)).toBe(0);
  await celebration.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Your ₺50.00 trial bonus has been added to your balance.')).toBeVisible();
  // Closes 1 s after success (docs/product.md §4); the balance shows the bonus within one poll.
  await expect(celebration).toBeHidden({ timeout: 3000 });
  await expect.poll(() => shownBalance(page), { timeout: 4000 }).toBe(50);
});

test('Change Phone Number returns to step 1 with the code cleared, and Skip Verification closes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const dialog = await openRegister(page);
  const player = await fillFastRegister(dialog, { trialBonus: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: 'Set Phone Number' }).getByRole('button', { name: 'Send Code' }).click();
  const step2 = page.getByRole('dialog', { name: 'Set Sms Code' });
  await nextCode(request, player.username, 0);
  await step2.getByLabel('SMS Code', { exact: true }).pressSequentially('12');
  await step2.getByRole('button', { name: 'Change Phone Number' }).click();
  const step1 = page.getByRole('dialog', { name: 'Set Phone Number' });
  await expect(step1.getByLabel('Phone', { exact: true })).toBeEnabled();
  await expect(step1.getByLabel('SMS Code', { exact: true })).toHaveValue('');
  await expect(step1.getByLabel('SMS Code', { exact: true })).toBeDisabled();
  await step1.getByRole('button', { name: 'Skip Verification' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a taken username on Sign Up shows the server message and keeps the dialog', async ({ page, request }) => {
  const existing = await registerByApi(request);
  await page.goto('/');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog, { username: existing.username });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'This username is already taken.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('Default Register with TC No and birth date parts registers and celebrates', async ({ page, request }) => {
  const username = uniqueUsername('def');
  await page.goto('/');
  const dialog = await openRegister(page);
  await dialog.getByRole('tab', { name: 'Default Register' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('İlknur Şule');
  await dialog.getByLabel('Surname', { exact: true }).fill('Çelik');
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('E-mail', { exact: true }).fill(`${username}@example.com`);
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially('5327654321');
  await dialog.getByLabel('TC No', { exact: true }).pressSequentially('12345678950');
  // Spec §3: the birth date starts at 01-01-1970; change the year.
  await expect(dialog.getByLabel('Day', { exact: true })).toHaveValue('01');
  await dialog.getByLabel('Year', { exact: true }).fill('');
  await dialog.getByLabel('Year', { exact: true }).pressSequentially('1988');
  await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(/.+/);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Secret123');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    username,
    PersonalNo: '12345678950',
    birthDate: '1988-01-01',
    isFast: false,
    phone: '905327654321',
  });
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  expect((await outbox(request, username)).length).toBe(0);
});

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
  test.skip(!isPhone(page), 'phone only');
  const dialog = await openRecovery(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBeGreaterThanOrEqual(800);
});

test('the phone dialog from Personal Information: update the number, wrong code cleared, verify, Verified', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
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
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
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
