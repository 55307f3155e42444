import { test, expect, type Page } from '@playwright/test';
import { fillFastRegister, nextCode, openRegister, outbox, shownBalance } from '@tests/e2e/support/account';
import { registerByApi, startInLanguage, uniqueUsername } from '@tests/e2e/support/session';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
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
