import { expect, test } from '@playwright/test';
import { newPlayer, pageSettled } from '@tests/e2e/support/session';
import { BAD_IBAN_DIGITS, depositByApi, grantClipboard, IBAN_DIGITS, openMethod, operatorStep, pasteInto, recordPaymentRequests, shot, tokenOf, visibleBalance, withdrawByApi } from '@tests/e2e/support/wallet';

test('withdraw with a valid IBAN shows the pending request in financial activities', async ({ page }) => {
  await newPlayer(page);
  await depositByApi(page.request, await tokenOf(page), 500);
  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('IBAN', { exact: true }).pressSequentially(IBAN_DIGITS);
  await dialog.getByLabel('Account holder').fill('Ayşe Yılmaz');
  await dialog.getByLabel('Amount').pressSequentially('200');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // A first withdrawal goes to a payout account never used: it is held for the cooling period (docs/cashier.md).
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
  await newPlayer(page);
  await depositByApi(page.request, await tokenOf(page), 500);
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

test('IBAN: a foreign IBAN is refused with the reason; a Turkish one pasted with spaces works; one withdrawal per double click', async ({ page, context }) => {
  await grantClipboard(context);
  await newPlayer(page, 'tr');
  await depositByApi(page.request, await tokenOf(page), 500);
  const sent = recordPaymentRequests(page);
  const dialog = await openMethod(page, '/dashboard/withdraw', /Havale \/ EFT/);
  const iban = dialog.getByLabel('IBAN', { exact: true });
  const refusal = dialog.getByText(/Yalnızca Türkiye IBAN’ı kullanılabilir/);

  await pasteInto(page, iban, 'DE89 3704 0044 0532 0130 00');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('DE…');
  await expect(iban).not.toHaveValue(/\d/);

  await page.evaluate(() => navigator.clipboard.writeText('GB82 WEST 1234 5698 7654 32'));
  await dialog.getByRole('button', { name: 'Yapıştır: IBAN' }).click();
  await expect(refusal).toContainText('GB…');
  await expect(iban).not.toHaveValue(/\d/);

  await pasteInto(page, iban, 'TR33 0006 1005 1978 6457 8413 26');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await expect(refusal).toBeHidden();
  await dialog.getByLabel('Hesap sahibi').fill('Ayşe Yılmaz');
  await dialog.getByLabel('Tutar', { exact: true }).pressSequentially('200');
  const submit = dialog.getByRole('button', { name: 'Gönder' });
  await expect(submit).toBeEnabled();
  await submit.dblclick();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(sent[0].body.detail).toMatchObject({ iban: '330006100519786457841326', amount: 200 });
});

test('tr: the saved IBAN is offered masked and reused; the timeline shows review, the rejection reason and Istanbul times', async ({ page }) => {
  await newPlayer(page, 'tr');
  const token = await tokenOf(page);
  await depositByApi(page.request, token, 600);
  const rejected = await withdrawByApi(page.request, token, 150);
  await operatorStep(page, rejected, 'review');
  await operatorStep(page, rejected, 'reject', 'IBAN sahibi hesap adıyla eşleşmiyor');
  const pending = await withdrawByApi(page.request, token, 200);
  await operatorStep(page, pending, 'review');

  const sent = recordPaymentRequests(page);
  const dialog = await openMethod(page, '/dashboard/withdraw', /Havale \/ EFT/);
  const withdrawals = dialog.getByRole('region', { name: 'Çekimleriniz' });
  await expect(withdrawals).toContainText('1 bekleyen çekim: ₺200,00');
  const open = withdrawals.getByRole('list', { name: `${pending} numaralı çekimin durumu` });
  await expect(open.getByRole('listitem')).toHaveText([/^Talep alındı.*\(TSİ\)$/, /^İnceleniyor.*\(TSİ\)$/, 'Onaylandı · sıradaki']);
  await withdrawals.getByText('₺150,00').click();
  await expect(withdrawals.getByRole('list', { name: `${rejected} numaralı çekimin durumu` })).toContainText('Sebep: IBAN sahibi hesap adıyla eşleşmiyor');

  const saved = dialog.getByRole('radio', { name: /IBAN TR33 •••• •••• 1326/ });
  await expect(saved).toBeChecked();
  await expect(dialog.getByLabel('IBAN', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Hesap sahibi')).toHaveValue('Ayşe Yılmaz');
  await shot(page, 'withdraw-saved-timeline');
  await dialog.getByLabel('Tutar', { exact: true }).pressSequentially('100');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({ id: 11, saved: expect.any(Number) as unknown as number, detail: { accountHolder: 'Ayşe Yılmaz', amount: 100 } });
  expect(sent[0].body.detail).not.toHaveProperty('iban');

  // The financial history unfolds the same timeline.
  await page.goto('/dashboard/financial-activities');
  await page.getByText('Durum geçmişi').last().click();
  await expect(page.getByRole('list', { name: `${rejected} numaralı çekimin durumu` })).toContainText('Reddedildi');
  await expect(page.getByRole('list', { name: `${rejected} numaralı çekimin durumu` })).toContainText('Sebep: IBAN sahibi hesap adıyla eşleşmiyor');
});
