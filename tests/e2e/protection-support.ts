import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../contracts/domain/money';

/** The limits page of issue 11. */
export const LIMITS_URL = '/dashboard/responsible-gaming';

/** A new player registered by API and logged in through the login dialog, in English; the wallet journeys' helper. */
export { newPlayerLoggedIn as playerLoggedIn, tokenOf as storedToken } from './wallet-support';

/** A protection call as the player (envelope checked), e.g. `protectionCall(request, token, 'GET', 'protection/status')`. */
export async function protectionCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const response = method === 'GET' ? await request.get(`/api/${path}`, { headers }) : await request.post(`/api/${path}`, { headers, data });
  const body = (await response.json()) as { success: boolean; message: string; data: T };
  expect(body.success, body.message).toBe(true);
  return body.data;
}

/** Moves THIS player's server clock forward by `ms` (POST /api/test/clock, test mode only). */
export async function advancePlayerClock(request: APIRequestContext, username: string, ms: number): Promise<void> {
  const response = await request.post('/api/test/clock', { data: { username, advanceMs: ms } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** One limit row of the limits page, e.g. `limitRow(page, 'deposit', 'day')`. */
export function limitRow(page: Page, type: 'deposit' | 'loss' | 'session', period: 'day' | 'week' | 'month') {
  return page.getByTestId(`limit-${type}-${period}`);
}

/** Sets a limit through the page's editor: Set limit / Change, type the value, Save. */
export async function setLimitInPage(page: Page, type: 'deposit' | 'loss' | 'session', period: 'day' | 'week' | 'month', value: string): Promise<void> {
  const row = limitRow(page, type, period);
  await row.getByRole('button', { name: /^(Set limit|Change):/ }).click();
  const field = row.getByRole('textbox').or(row.getByRole('spinbutton'));
  await field.fill('');
  await field.pressSequentially(value);
  await row.getByRole('button', { name: 'Save' }).click();
}

/** Lira as the site writes it in the journeys' language (en: "₺1,234.50"; contracts/domain/money.ts), for numbers from the API. */
export const lira = (amount: number, language: 'tr' | 'en' = 'en'): string => formatMoney(amount, language);
