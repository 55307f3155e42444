import { expect, type Locator, type Page } from '@playwright/test';
import { isPhone, uniqueUsername } from '@tests/e2e/support/session';

/** Opens the Sign Up dialog of the Turkish site ("Kayıt Ol") from the header (desktop) or the bottom bar (phone). */
export async function openRegisterTr(page: Page): Promise<Locator> {
  const scope = isPhone(page) ? page.getByRole('navigation', { name: 'Hızlı işlemler' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kayıt Ol' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the Turkish fast sign-up form with a fresh player, except the two password fields. Returns the username. */
export async function fillFastRegisterTrWithoutPassword(dialog: Locator): Promise<string> {
  const username = uniqueUsername('pw');
  await dialog.getByLabel('Ad', { exact: true }).fill('Gülşen');
  await dialog.getByLabel('Soyad', { exact: true }).fill('Işık');
  await dialog.getByLabel('Kullanıcı Adı', { exact: true }).fill(username);
  await dialog.getByLabel('E-posta', { exact: true }).fill(`${username}@example.com`);
  await dialog.getByLabel('Telefon', { exact: true }).pressSequentially(`555${Math.floor(1e6 + Math.random() * 8e6)}`);
  await expect(dialog.getByLabel('Ülke', { exact: true })).toHaveValue(/.+/);
  return username;
}

/** Types `password` into the new password and its confirmation. */
export async function fillPasswordsTr(dialog: Locator, password: string): Promise<void> {
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByLabel('Şifre Tekrarı', { exact: true }).fill(password);
}
