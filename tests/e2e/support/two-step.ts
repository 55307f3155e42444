import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { openLogin } from './session';

/**
 * The code an authenticator app holding `secret` (base32, as the account page shows it) shows `offsetMs` from
 * now: RFC 6238, SHA-1, 6 digits, 30 s (docs/security.md "Two-step sign-in").
 */
export function totpCode(secret: string, offsetMs = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offsetMs });
}

/** Opens the login dialog, submits the password and returns the dialog once it asks the second step. */
export async function passwordStep(page: Page, username: string, password: string): Promise<Locator> {
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^username/i).fill(username);
  await dialog.getByLabel(/^password\b/i).fill(password);
  await dialog.getByRole('button', { name: /^login$/i }).click();
  await expect(dialog.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  return dialog;
}

/**
 * Turns the authenticator on for the session `token` through the API (twostep/begin, then twostep/confirm with the
 * current code; the session is fresh, so the step-up guard lets both through) and returns the secret. The current
 * time step is then spent: the next code the player types is totpCode(secret, 30_000).
 */
export async function turnOnAuthenticatorByApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const begun = await request.post('/api/twostep/begin', { headers });
  expect(begun.ok(), await begun.text()).toBe(true);
  const { secret } = ((await begun.json()) as { data: { secret: string } }).data;
  const confirmed = await request.post('/api/twostep/confirm', { headers, data: { code: totpCode(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return secret;
}
