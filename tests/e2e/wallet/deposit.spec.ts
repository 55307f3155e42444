import { expect, test } from '@playwright/test';
import { bell, bellName } from '@tests/e2e/support/notifications';
import { newPlayer, pageSettled } from '@tests/e2e/support/session';
import { depositByApi, grantClipboard, notificationsOf, openMethod, pasteInto, recordPaymentRequests, shot, tokenOf, visibleBalance } from '@tests/e2e/support/wallet';

/** How the demo payment page writes an amount in lira (tr-TR, two decimals). */
const payPageText = (lira: number) => `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(lira)}`;

test('tr: typed and pasted amounts are what the player meant, in the field, the request and the payment', async ({ page, context }) => {
  test.setTimeout(120_000);
  await grantClipboard(context);
  await newPlayer(page, 'tr');
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
  await newPlayer(page, 'en');
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
  await newPlayer(page, 'en');
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

test('the dialogs show the balance and withdrawable amount, and quick amounts fill the amount', async ({ page, context }) => {
  await newPlayer(page, 'en');
  await depositByApi(page.request, await tokenOf(page), 500);
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

test('Havale/EFT deposit: method terms on the cards, the operator account and reference copied with a confirmation', async ({ page, context }) => {
  await grantClipboard(context);
  await newPlayer(page, 'en');
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

test('deposit through the demo payment page raises the balance and brings a Deposit notification', async ({ page, context }) => {
  await newPlayer(page);
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
