import { expect, test, type Page } from '@playwright/test';
import { isPhone, loginThroughDialog, logout, openLogin, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { passwordStep, turnOnAuthenticatorByApi } from '@tests/e2e/support/two-step';
import { tokenOf } from '@tests/e2e/support/wallet';

/**
 * Passkeys (docs/security.md "Passkeys"), a real WebAuthn ceremony in Chromium: the DevTools WebAuthn domain gives
 * the page a virtual platform authenticator (resident keys, user verification), so navigator.credentials.create and
 * .get run for real and the server verifies real signatures. An IP address is no RP ID, so the journey runs on
 * http://localhost:<port> (a secure context) whatever host the suite uses (playwright.config.ts E2E_HOST).
 */
function localhostOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:8123');
  return `${url.protocol}//localhost:${url.port}`;
}

/** A virtual platform authenticator (resident keys, user verification) on the page's DevTools WebAuthn domain. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/** Adds a passkey named `name` in the account page's Passkeys section (the login is fresh: no "Confirm it's you"). */
async function addPasskey(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/dashboard/account`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill(name);
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

test('a player adds a passkey in the account page, logs out and signs in with it without a password', async ({ page, baseURL }) => {
  const origin = localhostOrigin(baseURL);
  await startInLanguage(page, 'en');
  const player = await registerByApi(page.request);
  await page.goto(`${origin}/`);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await loginThroughDialog(page, player.username, player.password);

  await page.goto(`${origin}/dashboard/account`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  // The default name is this device and browser.
  await expect(add.getByLabel('Passkey name')).toHaveValue(/Chrome/);
  await add.getByLabel('Passkey name').fill('Work laptop');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: 'Work laptop' })).toContainText('Not used yet');
  // The authenticator holds one discoverable credential for the RP ID localhost.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => ({ rpId: c.rpId, resident: c.isResidentCredential }))).toEqual([{ rpId: 'localhost', resident: true }]);

  await logout(page);
  await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const balance = isPhone(page)
    ? page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /^Balance ₺/ })
    : page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/₺\s?0\.00/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').username)).toBe(player.username);

  await page.goto(`${origin}/dashboard/account`);
  await expect(section.getByRole('listitem').filter({ hasText: 'Work laptop' })).toContainText('Last used');
});

test('a passkey serves as the second step of a player with the authenticator on', async ({ page, baseURL }) => {
  const origin = localhostOrigin(baseURL);
  await startInLanguage(page, 'en');
  const player = await registerByApi(page.request);
  await page.goto(`${origin}/`);
  await virtualAuthenticator(page);
  await loginThroughDialog(page, player.username, player.password);
  await addPasskey(page, origin, 'Phone');
  await turnOnAuthenticatorByApi(page.request, await tokenOf(page));
  await logout(page);

  // The right password asks the second step; the player answers it with his passkey instead of a code.
  const dialog = await passwordStep(page, player.username, player.password);
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').username)).toBe(player.username);
  await page.goto(`${origin}/dashboard/account`);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Phone' })).toContainText('Last used');
});
