import { test, expect, type Page } from '@playwright/test';
import { wcagAxe } from '@tests/e2e/support/a11y';
import { loginThroughDialog, logout, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { passwordStep, totpCode, turnOnAuthenticatorByApi } from '@tests/e2e/support/two-step';
import { tokenOf } from '@tests/e2e/support/wallet';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The WCAG 2.2 AA findings of axe inside `selector` (docs/accessibility.md). */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const result = await wcagAxe(page).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`);
}

test('two-step sign-in: turn the authenticator on, log in with its code, then with a recovery code once', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
  await page.goto('/dashboard/account');

  // Turn it on (the login is fresh: no "Confirm it's you"): the QR code and the key as text, a code from the app,
  // then the recovery codes.
  const section = page.getByRole('region', { name: 'Security' });
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const setup = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
  await setup.getByRole('button', { name: 'Continue' }).click();
  const scan = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(scan.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await scan.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = scan.getByLabel('Code from the app');
  await expect(code).toBeFocused();
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await code.fill(totpCode(secret));
  await scan.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const items = codesDialog.getByTestId('recovery-codes').getByRole('listitem');
  await expect(items).toHaveCount(10);
  const recoveryCodes = await items.allTextContents();
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await logout(page);

  // The password alone opens no session; the code of the app does. The setup used this time step's code, which
  // cannot be used twice: the next step's code is accepted (±1 step of drift).
  let dialog = await passwordStep(page, player.username, player.password);
  const field = dialog.getByLabel('Code from the app');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await field.fill(totpCode(secret, 30_000));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await logout(page);

  // A recovery code instead, once.
  dialog = await passwordStep(page, player.username, player.password);
  await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
  await dialog.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/dashboard/account');
  await expect(page.getByRole('region', { name: 'Security' }).getByText('Recovery codes left: 9')).toBeVisible();
  await logout(page);

  // The same recovery code the next time: refused, still no session.
  dialog = await passwordStep(page, player.username, player.password);
  await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
  await dialog.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'The code is not correct.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test("the authenticator's rename, new recovery codes and turn off, each a dialog of the Security section", async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
  await turnOnAuthenticatorByApi(request, await tokenOf(page));
  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: 'Security' });
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();

  // Rename: the field starts from the current name and has focus; Save closes the dialog and the section shows it.
  await section.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  const name = rename.getByLabel('New name');
  await expect(name).toBeFocused();
  await name.fill('Work phone');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(section.getByText('Work phone', { exact: true })).toBeVisible();

  // New recovery codes (the login is fresh: no "Confirm it's you"): Continue, then ten new codes shown once.
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  await page.getByRole('dialog', { name: 'New recovery codes' }).getByRole('button', { name: 'Continue' }).click();
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(codes).toBeHidden();

  // Turn off: Cancel keeps it on; Turn off in the dialog turns it off.
  await section.getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
  await turnOff.getByRole('button', { name: 'Cancel' }).click();
  await expect(turnOff).toBeHidden();
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off' }).click();
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff).toBeHidden();
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
});
