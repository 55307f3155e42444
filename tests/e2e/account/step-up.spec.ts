import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmItsMe, reauthDialog, staleLogin } from './step-up-support';
import { nextCode, outbox } from '@tests/e2e/support/account';
import { loginByApi, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { totpCode, turnOnAuthenticatorByApi } from '@tests/e2e/support/two-step';
import { depositByApi, IBAN_DIGITS, tokenOf, visibleBalance } from '@tests/e2e/support/wallet';

/*
 * Step-up re-authentication (docs/security.md "Step-up"): a phone change and a withdrawal to a payout account the
 * player never used ask for his password when his login is older than the window; the call he made then proceeds
 * on its own. The withdrawal is held for the cooling period and he can cancel it (docs/wallet.md "Cooling hold").
 */

/**
 * Opens Phone Verification from the account page, replaces the number with `digits` and asks for the code: the call
 * the step-up guard holds. Returns the dialog.
 */
async function askPhoneChange(page: Page, digits: string): Promise<Locator> {
  await page.goto('/dashboard/account');
  await page.getByRole('button', { name: 'Verify phone' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Phone Verification' });
  await phoneDialog.getByRole('button', { name: 'Update Number' }).click();
  const phone = phoneDialog.getByLabel('Phone', { exact: true });
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await phone.pressSequentially(digits);
  await phoneDialog.getByRole('button', { name: 'Send Code' }).click();
  return phoneDialog;
}

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('a phone change asks for the password first, then sends the code and tells the old number', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/');
  await staleLogin(request, player.username);
  const phoneDialog = await askPhoneChange(page, '5321112233');

  const confirm = reauthDialog(page);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText("For your security, please confirm it's you: enter your password to continue.")).toBeVisible();
  // Nothing was sent before the password.
  expect(await outbox(request, player.username)).toEqual([]);
  await confirm.getByLabel('Password', { exact: true }).fill(`${player.password}-wrong`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The password is not correct.');
  await confirmItsMe(page, player.password);

  // The refused call went again by itself: the code went to the new number.
  const code = await nextCode(request, player.username, 0);
  expect((await outbox(request, player.username))[0].recipient).toBe('+905321112233');
  await phoneDialog.getByLabel('SMS Code', { exact: true }).pressSequentially(code);
  await phoneDialog.getByRole('button', { name: 'Verify' }).click();
  // The old number is told (the newest message goes to a number other than the new one).
  await expect.poll(async () => (await outbox(request, player.username))[0]?.body).toContain('has been changed to a number ending in 2233');
  expect((await outbox(request, player.username))[0].recipient).not.toBe('+905321112233');
});

test('a player with the authenticator on confirms a phone change with a code', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/');
  const secret = await turnOnAuthenticatorByApi(request, await tokenOf(page));
  await staleLogin(request, player.username);
  await askPhoneChange(page, '5321114455');

  // The dialog offers every factor he has: the password, and the authenticator code instead.
  const confirm = reauthDialog(page);
  await expect(confirm.getByLabel('Password', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Use the authenticator code instead' }).click();
  const code = confirm.getByLabel(/Code from the authenticator app/);
  await expect(code).toBeFocused();
  expect(await outbox(request, player.username)).toEqual([]);
  // Turning it on spent this time step's code; the next step's is accepted (±1 step of drift).
  await code.fill(totpCode(secret, 30_000));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  // The refused call went again by itself: the code went to the new number.
  await expect.poll(async () => (await outbox(request, player.username))[0]?.recipient).toBe('+905321114455');
});

test('a withdrawal to a new IBAN asks for the password, is held, and the player cancels it', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/');
  await depositByApi(page.request, await tokenOf(page), 500);
  await staleLogin(request, player.username);

  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const form = page.getByRole('dialog', { name: /Havale \/ EFT/ });
  await form.getByLabel('IBAN', { exact: true }).pressSequentially(IBAN_DIGITS);
  await form.getByLabel('Account holder').fill('Ayşe Yılmaz');
  await form.getByLabel('Amount').pressSequentially('200');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(reauthDialog(page)).toBeVisible();
  await confirmItsMe(page, player.password);

  await expect(page.getByText(/it is held until \d\d\.\d\d\.\d{4} \d\d:\d\d \(Istanbul time\)/)).toBeVisible();
  await expect(visibleBalance(page, '₺300.00')).toBeVisible({ timeout: 10_000 });

  await page.goto('/dashboard/financial-activities');
  const withdrawal = page.getByRole('table').getByRole('row').filter({ hasText: 'Withdraw' });
  await expect(withdrawal).toContainText(/Held until/);
  await withdrawal.getByRole('button', { name: 'Cancel withdrawal of ₺200.00' }).click();
  await expect(page.getByText('Your withdrawal was cancelled and the money is back in your balance.')).toBeVisible();
  await expect(withdrawal).toContainText('Cancelled');
  await expect(withdrawal).not.toContainText(/Held until/);
  await expect(visibleBalance(page, '₺500.00')).toBeVisible({ timeout: 10_000 });
});
