import { expect, test } from '@playwright/test';
import { grantClipboard, newPlayerIn, openMethod, operatorStep, pasteInto, recordPaymentRequests, shot, withdrawByApi } from './cashier-support';
import { pageSettled } from './support';
import { fundByDemoDeposit, IBAN_DIGITS, tokenOf } from './wallet-support';

/** How the demo payment page writes an amount in lira (tr-TR, two decimals). */
const payPageText = (lira: number) => `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(lira)}`;

test.describe('cashier journeys', () => {
  test('tr: typed and pasted amounts are what the player meant, in the field, the request and the payment', async ({ page, context }) => {
    test.setTimeout(120_000);
    await grantClipboard(context);
    await newPlayerIn(page, 'tr');
    const sent = recordPaymentRequests(page);
    const dialog = await openMethod(page, '/dashboard/deposit', /E-Cüzdan/);
    const cases = [
      { how: 'type', text: '10.000', shown: '10.000', lira: 10000 },
      { how: 'type', text: '1500', shown: '1.500', lira: 1500 },
      { how: 'type', text: '1.500', shown: '1.500', lira: 1500 },
      { how: 'type', text: '1500,5', shown: '1.500,50', lira: 1500.5 },
      { how: 'type', text: '1500.75', shown: '1.500,75', lira: 1500.75 },
      { how: 'paste', text: '1.500,75', shown: '1.500,75', lira: 1500.75 },
      { how: 'paste', text: '₺1.500,75', shown: '1.500,75', lira: 1500.75 },
      { how: 'paste', text: '1 500,75', shown: '1.500,75', lira: 1500.75 },
      { how: 'paste', text: '10.000', shown: '10.000', lira: 10000 },
    ] as const;
    // A text that is no amount is refused with how to write it (never read as the browser's 1,505 = 1.505).
    const field = dialog.getByLabel('Tutar', { exact: true });
    await field.pressSequentially('1,505');
    await field.blur();
    await expect(dialog.getByText('Tutarı 1.500,75 biçiminde yazın.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gönder' })).toBeDisabled();
    await field.fill('');
    for (const [index, c] of cases.entries()) {
      await dialog.getByLabel('E-cüzdan').selectOption({ label: 'Papara' });
      await dialog.getByLabel('Hesap numarası', { exact: true }).pressSequentially('5321234567');
      const amount = dialog.getByLabel('Tutar', { exact: true });
      if (c.how === 'type') await amount.pressSequentially(c.text);
      else await pasteInto(page, amount, c.text);
      await amount.blur();
      await expect(amount, `${c.how} ${c.text}`).toHaveValue(c.shown);
      const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Gönder' }).click()]);
      await expect(dialog.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeVisible();
      expect(sent[index]?.body.detail?.amount, `${c.how} ${c.text}`).toBe(c.lira);
      await payPage.waitForLoadState();
      await expect(payPage.getByText(payPageText(c.lira), { exact: true })).toBeVisible();
      await payPage.close();
      await dialog.getByRole('button', { name: 'Yeni para yatırma' }).click();
    }
    expect(sent).toHaveLength(cases.length);
  });

  test('en: amounts follow the English convention', async ({ page, context }) => {
    await grantClipboard(context);
    await newPlayerIn(page, 'en');
    const sent = recordPaymentRequests(page);
    const dialog = await openMethod(page, '/dashboard/deposit', /E-Cüzdan/);
    for (const c of [
      { how: 'type', text: '1,500.75', shown: '1,500.75', lira: 1500.75 },
      { how: 'paste', text: '₺10,000', shown: '10,000', lira: 10000 },
    ] as const) {
      await dialog.getByLabel('E-wallet').selectOption({ label: 'Papara' });
      await dialog.getByLabel('Account number', { exact: true }).pressSequentially('5321234567');
      const amount = dialog.getByLabel('Amount', { exact: true });
      if (c.how === 'type') await amount.pressSequentially(c.text);
      else await pasteInto(page, amount, c.text);
      await amount.blur();
      await expect(amount).toHaveValue(c.shown);
      const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Submit' }).click()]);
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
      expect(sent.at(-1)?.body.detail?.amount).toBe(c.lira);
      await payPage.close();
      await dialog.getByRole('button', { name: 'New deposit' }).click();
    }
  });

  test('a double click sends one deposit, and after the result nothing can be sent again until a new deposit', async ({ page, context }) => {
    await newPlayerIn(page, 'en');
    const sent = recordPaymentRequests(page);
    const dialog = await openMethod(page, '/dashboard/deposit', /E-Cüzdan/);
    await dialog.getByLabel('E-wallet').selectOption({ label: 'Papara' });
    await dialog.getByLabel('Account number', { exact: true }).pressSequentially('5321234567');
    await dialog.getByLabel('Amount', { exact: true }).pressSequentially('150');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    const pages = context.waitForEvent('page');
    await submit.dblclick();
    await (await pages).close();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
    // The result is on screen and the page has run all it queued after it: a second deposit would be recorded by now.
    await pageSettled(page);
    expect(sent).toHaveLength(1);
    // The same request cannot go again: the form is gone, only Continue and New deposit remain.
    await expect(submit).toHaveCount(0);
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'New deposit' }).click();
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  test('IBAN: a foreign IBAN is refused with the reason; a Turkish one pasted with spaces works; one withdrawal per double click', async ({ page, context }) => {
    await grantClipboard(context);
    await newPlayerIn(page, 'tr');
    await fundByDemoDeposit(page.request, await tokenOf(page), 500);
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

  test('the dialogs show the balance and withdrawable amount, and quick amounts fill the amount', async ({ page, context }) => {
    await newPlayerIn(page, 'en');
    await fundByDemoDeposit(page.request, await tokenOf(page), 500);
    const sent = recordPaymentRequests(page);
    let dialog = await openMethod(page, '/dashboard/withdraw', /Havale \/ EFT/);
    let summary = dialog.getByRole('group', { name: 'Your wallet' });
    await expect(summary).toContainText('Balance₺500.00');
    await expect(summary).toContainText('Withdrawable₺500.00');
    // Withdrawal chips stop at what can be withdrawn (₺500) and the method's minimum (₺100).
    await expect(dialog.getByRole('group', { name: 'Quick select' }).getByRole('button')).toHaveText(['₺100', '₺250', '₺500']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    dialog = await openMethod(page, '/dashboard/deposit', /E-Cüzdan/);
    summary = dialog.getByRole('group', { name: 'Your wallet' });
    await expect(summary).toContainText('Withdrawable₺500.00');
    const chips = dialog.getByRole('group', { name: 'Quick select' });
    await expect(chips.getByRole('button')).toHaveText(['₺100', '₺250', '₺500', '₺1,000']);
    await dialog.getByLabel('E-wallet').selectOption({ label: 'Papara' });
    await dialog.getByLabel('Account number', { exact: true }).pressSequentially('5321234567');
    await chips.getByRole('button', { name: '₺1,000' }).click();
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('1,000');
    const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Submit' }).click()]);
    await payPage.close();
    expect(sent.at(-1)?.body.detail?.amount).toBe(1000);
  });
});

test.describe('cashier details (method terms, Havale/EFT account, prefill, saved IBAN, withdrawal timeline)', () => {
  test('Havale/EFT deposit: method terms on the cards, the operator account and reference copied with a confirmation', async ({ page, context }) => {
    await grantClipboard(context);
    await newPlayerIn(page, 'en');
    await page.goto('/dashboard/deposit');
    await expect(page.getByRole('button', { name: /Havale \/ EFT/ })).toContainText('5–30 min · No fee');
    await expect(page.getByRole('button', { name: /E-Cüzdan/ })).toContainText('Instant · No fee');
    const dialog = await openMethod(page, '/dashboard/deposit', /Havale \/ EFT/);
    const account = dialog.getByRole('region', { name: 'Our bank account' });
    await expect(account).toContainText('Demo Katılım Bankası');
    await expect(account).toContainText('TR36 0001 0001 2345 6789 0123 45');
    const reference = (await account.getByText(/^YT[A-Z2-9]{8}$/).textContent()) ?? '';
    // The account holder starts as the player's registered name.
    await expect(dialog.getByLabel('Account holder')).toHaveValue('Ayşe Yılmaz');
    const copyIban = account.getByRole('button', { name: 'Copy: IBAN' });
    await copyIban.click();
    await expect(copyIban).toContainText('Copied');
    await expect(account.getByRole('status').filter({ hasText: 'IBAN copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TR360001000123456789012345');
    await account.getByRole('button', { name: 'Copy: Reference' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await dialog.getByRole('heading', { name: 'Our bank account' }).scrollIntoViewIfNeeded();
    await shot(page, 'deposit-havale');
  });

  test('tr: the saved IBAN is offered masked and reused; the timeline shows review, the rejection reason and Istanbul times', async ({ page }) => {
    await newPlayerIn(page, 'tr');
    const token = await tokenOf(page);
    await fundByDemoDeposit(page.request, token, 600);
    const rejected = await withdrawByApi(page, token, 150, IBAN_DIGITS);
    await operatorStep(page, rejected, 'review');
    await operatorStep(page, rejected, 'reject', 'IBAN sahibi hesap adıyla eşleşmiyor');
    const pending = await withdrawByApi(page, token, 200, IBAN_DIGITS);
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
});
