import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isPhone } from './support';

/**
 * Funds a player through the real deposit calls: POST api/payment/deposit with the demo e-wallet method, then
 * Confirm on the demo payment page (which credits the wallet). `lira` within the method's limits (20-10,000).
 */
export async function fundPlayer(request: APIRequestContext, username: string, password: string, lira: number): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const deposit = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: lira } },
  });
  const body = (await deposit.json()) as { success: boolean; message: string; data: string };
  expect(body.success, body.message).toBe(true);
  const confirm = await request.post(`${new URL(body.data, 'http://x').pathname}/confirm`, { data: {} });
  expect(confirm.ok()).toBe(true);
}

/** Lobby tiles (issue 5), by their data-testid. */
export const tiles = (page: Page): Locator => page.getByTestId('game-tile');

/** The lobby's search box. */
export const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search games' });

/** The balance the site shows the player: header on desktop, bottom bar on phones. Its text, e.g. "₺1.000,00". */
export async function shownBalance(page: Page): Promise<string> {
  if (isPhone(page)) {
    const label = await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /^Balance:/ }).getAttribute('aria-label');
    return (label ?? '').replace(/^Balance:\s*/, '');
  }
  return (await page.getByTestId('header-balance').textContent()) ?? '';
}

/** Digits of a money text, so "₺998,00" and "₺998,00" from two formatters compare equal. */
export const moneyDigits = (text: string): string => text.replace(/\D/g, '');

/** The game frame (full page on desktop, the game dialog on phones). */
export function gameFrame(page: Page) {
  return page.frameLocator('iframe[title]').first();
}
