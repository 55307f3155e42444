import { expect, test } from '@playwright/test';
import { bell, bellName } from './notifications-support';
import { pageSettled } from './support';
import { BAD_IBAN_DIGITS, IBAN_DIGITS, fundByDemoDeposit, newPlayerLoggedIn, notificationsOf, tokenOf, visibleBalance } from './wallet-support';

test.describe('wallet journeys', () => {
  test('deposit through the demo payment page raises the balance and brings a Deposit notification', async ({ page, context }) => {
    await newPlayerLoggedIn(page);
    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: /E-Cüzdan/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-wallet').selectOption({ label: 'Papara' });
    await dialog.getByLabel('Account number', { exact: true }).pressSequentially('5321234567');
    await dialog.getByLabel('Amount').pressSequentially('150');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    const [payPage] = await Promise.all([context.waitForEvent('page'), submit.click()]);
    await expect(dialog.getByText('Click the button below to continue the process!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();

    await payPage.waitForLoadState();
    await expect(payPage.getByText('₺150.00')).toBeVisible();
    await payPage.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payPage.getByRole('status')).toHaveText(/Payment confirmed/);
    await payPage.close();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(visibleBalance(page, '₺150.00')).toBeVisible({ timeout: 10_000 });
    // Pushed over the hub: the bell counts it without a reload.
    await expect(bell(page)).toHaveAccessibleName(bellName(page, 1));
    const notifications = await notificationsOf(page.request, await tokenOf(page));
    expect(notifications.filter((n) => n.type === 1)).toEqual([
      expect.objectContaining({ type: 1, title: 'Deposit received', note: expect.stringContaining('₺150.00') }),
    ]);
  });

  test('withdraw with a valid IBAN shows the pending request in financial activities', async ({ page }) => {
    await newPlayerLoggedIn(page);
    await fundByDemoDeposit(page.request, await tokenOf(page), 500);
    await page.goto('/dashboard/withdraw');
    await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('IBAN', { exact: true }).pressSequentially(IBAN_DIGITS);
    await dialog.getByLabel('Account holder').fill('Ayşe Yılmaz');
    await dialog.getByLabel('Amount').pressSequentially('200');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // A first withdrawal goes to a payout account never used: it is held for the cooling period (docs/wallet.md).
    await expect(page.getByText(/^Your withdrawal request has been received\. It goes to a payout account you have not used before, so for your security it is held until /)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(visibleBalance(page, '₺300.00')).toBeVisible({ timeout: 10_000 });

    await page.goto('/dashboard/financial-activities');
    const rows = page.getByRole('table').getByRole('row');
    const withdrawal = rows.filter({ hasText: 'Withdraw' });
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText('Havale / EFT');
    await expect(withdrawal).toContainText('₺200.00');
    await expect(withdrawal).toContainText('Pending');
    await expect(withdrawal).toContainText('Processing');
    await expect(rows.filter({ hasText: 'Deposit' })).toContainText('Confirmed');
  });

  test('an invalid IBAN or amount sends nothing', async ({ page }) => {
    await newPlayerLoggedIn(page);
    await fundByDemoDeposit(page.request, await tokenOf(page), 500);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payment/withdraw')) sent.push(request.url());
    });
    await page.goto('/dashboard/withdraw');
    await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    const iban = dialog.getByLabel('IBAN', { exact: true });
    await iban.pressSequentially(BAD_IBAN_DIGITS);
    await dialog.getByLabel('Account holder').fill('Ayşe Yılmaz');
    await dialog.getByLabel('Amount').pressSequentially('200');
    await expect(dialog.getByText('Enter a valid IBAN.')).toBeVisible();
    await expect(submit).toBeDisabled();

    await iban.fill('');
    await iban.pressSequentially(IBAN_DIGITS);
    const amount = dialog.getByLabel('Amount');
    await amount.fill('');
    await amount.pressSequentially('50');
    await iban.click();
    await expect(dialog.getByText('The amount must be at least ₺100.00.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    // The page has handled the click (and anything it queued): a withdrawal it sent would be recorded by now.
    await pageSettled(page);
    expect(sent).toEqual([]);
    await expect(visibleBalance(page, '₺500.00')).toBeVisible();
  });

  test('session history shows the current session', async ({ page }) => {
    await newPlayerLoggedIn(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Session History/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/session-history$/);
    const current = page.getByRole('row').filter({ hasText: 'This session' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Open');
  });
});
