import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isPhone, type PlayerCredentials, registerByApi, uniqueUsername } from './session';

/** One SMS recorded by the server's outbox (GET /api/test/outbox, demo/test mode only). */
interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  code: string | null;
  body: string;
}

/** The messages sent to `username`, newest first. */
export async function outbox(request: APIRequestContext, username: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/test/outbox?username=${encodeURIComponent(username)}`);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

/** Waits until the outbox holds more than `after` messages for `username` and returns the newest one's code. */
export async function nextCode(request: APIRequestContext, username: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(request, username);
      code = messages.length > after ? (messages[0].code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A player registered through the API who verified his phone (customer/updatephone steps 1 and 2): reset codes go to
 * a verified phone only (docs/security.md "Phone numbers and SMS"). His outbox then holds that one verification SMS.
 */
export async function registerVerifiedByApi(request: APIRequestContext): Promise<PlayerCredentials> {
  const player = await registerByApi(request);
  const login = await request.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const { token, phone } = ((await login.json()) as { data: { token: string; phone: string } }).data;
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'en' };
  expect((await request.post('/api/customer/updatephone', { headers, data: { step: 1, phone } })).ok()).toBe(true);
  const code = await nextCode(request, player.username, 0);
  expect((await request.post('/api/customer/updatephone', { headers, data: { step: 2, phone, code } })).ok()).toBe(true);
  return player;
}

/** Opens the Sign Up dialog from the header (desktop) or the bottom bar (phone). */
export async function openRegister(page: Page): Promise<Locator> {
  const scope = isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: /sign up/i });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface FastSignUp {
  username: string;
  password: string;
  /** The national digits typed after the fixed +90. */
  phoneDigits: string;
}

/** Fills the Fast Register form with a fresh player (Turkish name), optionally ticking the trial bonus. */
export async function fillFastRegister(
  dialog: Locator,
  options: { trialBonus?: boolean; username?: string; phoneDigits?: string } = {},
): Promise<FastSignUp> {
  const player = {
    username: options.username ?? uniqueUsername('acc'),
    password: 'Secret123',
    phoneDigits: options.phoneDigits ?? `555${Math.floor(1e6 + Math.random() * 8e6)}`,
  };
  await dialog.getByLabel('Name', { exact: true }).fill('Gülşen');
  await dialog.getByLabel('Surname', { exact: true }).fill('Işık');
  await dialog.getByLabel('Username', { exact: true }).fill(player.username);
  await dialog.getByLabel('E-mail', { exact: true }).fill(`${player.username}@example.com`);
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially(player.phoneDigits);
  await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(/.+/);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  if (options.trialBonus) await dialog.getByRole('checkbox', { name: /trial bonus/i }).check();
  return player;
}

/** The balance the header (desktop) or the bottom bar (phone) shows, in lira. */
export async function shownBalance(page: Page): Promise<number> {
  const text = isPhone(page)
    ? await page
        .getByRole('navigation', { name: 'Quick actions' })
        .getByRole('link', { name: /^Balance ₺/ })
        .innerText()
    : await page.getByRole('banner').getByTestId('header-balance').innerText();
  // Money always shows two decimals (₺50,00 in tr, ₺50.00 in en): the digits are kuruş.
  return Number(text.replace(/\D/g, '')) / 100;
}
