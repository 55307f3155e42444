import { expect, test, type Page } from '@playwright/test';
import { gameFrame, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { isPhone, loginByApi, openLogin, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer, IBAN_DIGITS } from '@tests/e2e/support/wallet';

/**
 * Messages are sentences in the player's language (never "amount: …"), and every amount
 * in them is written the way the language writes money — also inside the game frame, which learns the language
 * from the launch, not from the browser.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isPhone(page) ? 'phone' : 'desktop'}.png` });
}

test('English session: the demo slot with no balance refuses the spin in English, ₺0.00 written the English way', async ({ page, request }) => {
  await startInLanguage(page, 'en');
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await tilePlayButton(tiles(page).first(), 'Sweet Bonanza').click();
  const frame = gameFrame(page);
  await expect(frame.getByTestId('demo-balance')).toHaveText('₺0.00');
  await expect(frame.getByRole('combobox', { name: 'Stake' })).toHaveValue('1');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText('Your balance (₺0.00) is too low for a stake of ₺1.00.');
  await shot(page, 'demo-slot-no-balance-en');
});

test('Turkish session: a refused withdrawal and the amount limit read as sentences with ₺ in the Turkish format', async ({ page, request }) => {
  await startInLanguage(page, 'tr');
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 100);
  await page.goto('/');
  await openLogin(page);
  const login = page.getByRole('dialog');
  await login.getByLabel('Kullanıcı Adı', { exact: true }).fill(player.username);
  await login.getByLabel('Şifre', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(login).toBeHidden();

  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('IBAN', { exact: true }).pressSequentially(IBAN_DIGITS);
  await dialog.getByLabel('Hesap sahibi').fill('Ayşe Yılmaz');
  await dialog.getByLabel('Tutar').pressSequentially('150');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  const refusal = page.getByText('Tutar bakiyenizin üzerinde (₺100,00).');
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/^amount:/)).toHaveCount(0);
  await shot(page, 'withdraw-refused-tr');

  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const deposit = page.getByRole('dialog');
  await deposit.getByLabel('IBAN', { exact: true }).pressSequentially(IBAN_DIGITS);
  await deposit.getByLabel('Tutar').pressSequentially('60000');
  await deposit.getByLabel('Hesap sahibi').click();
  await expect(deposit.getByText('Tutar en fazla ₺50.000,00 olabilir.')).toBeVisible();
  await shot(page, 'deposit-limit-tr');
});
