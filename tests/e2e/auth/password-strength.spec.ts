import { expect, test } from '@playwright/test';
import { fillFastRegisterTrWithoutPassword, fillPasswordsTr, openRegisterTr } from './password-strength-support';
import { axeFindings } from '@tests/e2e/support/a11y';
import { startInLanguage } from '@tests/e2e/support/session';

// docs/security.md "Common passwords": the sign-up form refuses a common password before submit, with the strength
// hint in words (a live region), and the rule is the server's (contracts/domain/password-strength.ts).
test('sign-up with a common password shows the refusal and the hint in Turkish, then a strong one registers', async ({ page }) => {
  await startInLanguage(page, 'tr');
  const registrations: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) registrations.push(r.method());
  });
  await page.goto('/');
  const dialog = await openRegisterTr(page);
  await fillFastRegisterTrWithoutPassword(dialog);
  const password = dialog.getByLabel('Şifre', { exact: true });
  const hint = dialog.getByRole('status').filter({ hasText: 'Şifre gücü' });

  await fillPasswordsTr(dialog, '123456');
  await expect(hint).toHaveText('Şifre gücü: zayıf. Bu, en çok kullanılan şifrelerden biri. Daha az yaygın kelimeler ekleyin.');
  await expect(password).toHaveAttribute('aria-describedby', new RegExp(`\\b${await hint.getAttribute('id')}\\b`));
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(dialog.getByText('Bu şifre en sık kullanılan şifrelerden biri. Tahmin edilmesi daha zor bir şifre seçin.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  expect(registrations).toEqual([]);
  // The hint and the refusal as shown (text, contrast, live region) pass the site's WCAG 2.2 AA axe rules.
  expect(await axeFindings(page, 'sign-up with a common password', '[role="dialog"]')).toEqual([]);

  await fillPasswordsTr(dialog, 'Ayva.Sepeti.83');
  await expect(hint).toHaveText('Şifre gücü: güçlü.');
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByRole('dialog', { name: 'Tebrikler!' })).toBeVisible();
  expect(registrations).toEqual(['POST']);
});
