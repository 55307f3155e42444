import { expect, type APIRequestContext, type Page } from '@playwright/test';
// Not a React hook despite its name; aliased so the hooks lint rule does not misread it.
import { loginThroughDialog, registerByApi, useLanguage as startInLanguage, type PlayerCredentials } from './support';

/** A valid Turkish IBAN for tests, as the 24 digits typed after the mask's fixed 'TR'. */
export const IBAN_DIGITS = '330006100519786457841326';
/** The same IBAN with a wrong check digit (mod-97 fails). */
export const BAD_IBAN_DIGITS = '330006100519786457841327';

/** Registers a new player by API and logs them in through the login dialog, in English. */
export async function newPlayerLoggedIn(page: Page): Promise<PlayerCredentials> {
  await startInLanguage(page, 'en');
  const player = await registerByApi(page.request);
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
  return player;
}

/** The bearer token the site stored for the logged-in player. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token);
  expect(token, 'stored auth token').toBeTruthy();
  return token as string;
}

/** POST customer/notification as the player: the stored notifications, newest first. */
export async function notificationsOf(request: APIRequestContext, token: string): Promise<{ type: number; title: string; note: string }[]> {
  const response = await request.post('/api/customer/notification', {
    headers: { authorization: `Bearer ${token}` },
    data: { skip: 0, take: 100 },
  });
  return ((await response.json()) as { data: { type: number; title: string; note: string }[] }).data;
}

/** Funds the player by a deposit through the demo PSP's API (create, then Confirm as the payment page would). */
export async function fundByDemoDeposit(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const created = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { id: 3, target: 'pay', detail: { provider: 1, accountId: '1234567890', amount } },
  });
  const body = (await created.json()) as { success: boolean; message: string; data: string };
  expect(body.success, body.message).toBe(true);
  const confirm = await request.post(`${new URL(body.data).pathname}/confirm`, { data: {} });
  expect(confirm.ok()).toBe(true);
}

/** The visible balance text in the header (desktop) or bottom bar (phone), e.g. '₺150.00' in English. */
export function visibleBalance(page: Page, text: string) {
  return page.getByText(text, { exact: true }).filter({ visible: true }).first();
}
