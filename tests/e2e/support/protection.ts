import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@contracts/domain/money';

/** The limits page (docs/protection-enforcement.md). */
export const LIMITS_URL = '/dashboard/responsible-gaming';

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
export function limitRow(page: Page, type: 'deposit' | 'loss' | 'wager' | 'session', period: 'day' | 'week' | 'month') {
  return page.getByTestId(`limit-${type}-${period}`);
}

/** Sets a limit through the page's editor: Set limit / Change, type the value, Save. */
export async function setLimitInPage(page: Page, type: 'deposit' | 'loss' | 'wager' | 'session', period: 'day' | 'week' | 'month', value: string): Promise<void> {
  const row = limitRow(page, type, period);
  await row.getByRole('button', { name: /^(Set limit|Change):/ }).click();
  const field = row.getByRole('textbox').or(row.getByRole('spinbutton'));
  await field.fill('');
  await field.pressSequentially(value);
  await row.getByRole('button', { name: 'Save' }).click();
}

/** Lira as the site writes it in the journeys' language (en: "₺1,234.50"; contracts/domain/money.ts), for numbers from the API. */
export const lira = (amount: number, language: 'tr' | 'en' = 'en'): string => formatMoney(amount, language);

/** The promotional parts of the site a player in a time-out or self-exclusion must never get. */
export type Promotion = 'carousel' | 'topBanner' | 'popup';

/** One appearance of a promotion: what, in which tab (1 = the context's first page), at which URL. */
export interface PromotionSeen {
  what: Promotion;
  tab: number;
  url: string;
}

/**
 * Records every appearance of the promotions of `kinds` in every page of `context` opened (or loaded) from now on:
 * an init script, run before the page's own HTML is parsed, watches the document with a MutationObserver, whose
 * callback runs after each DOM change and before the browser paints it. So a promotion in the server's HTML or
 * one rendered for a single frame is recorded too ("not even for a frame"). The returned list fills as they appear.
 */
export async function recordPromotions(context: BrowserContext, kinds: Promotion[] = ['carousel', 'topBanner', 'popup']): Promise<PromotionSeen[]> {
  const seen: PromotionSeen[] = [];
  await context.exposeBinding('promotionSeen', (source, what: Promotion, url: string) => void seen.push({ what, tab: context.pages().indexOf(source.page) + 1, url }));
  await context.addInitScript((watched: string[]) => {
    const report = (what: string, url: string) => (window as unknown as { promotionSeen: (what: string, url: string) => Promise<void> }).promotionSeen(what, url);
    const selectors: Record<string, string> = {
      carousel: '[aria-roledescription="carousel"], [data-testid="banner-carousel"]',
      topBanner: '[data-testid="top-notify"]',
      popup: '[data-testid="popup-image"]',
    };
    // The top banner is also recognised by its text, wherever it is rendered.
    const bannerText = /50% bonus on every weekend deposit|yatırımlarda %50 bonus/;
    const shows = (root: Element, what: string) =>
      root.matches(selectors[what]) || root.querySelector(selectors[what]) !== null || (what === 'topBanner' && bannerText.test(root.textContent ?? ''));
    const reported = new Set<string>();
    const inspect = (node: Node) => {
      const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
      if (!element) return;
      for (const what of watched) {
        if (!shows(element, what)) continue;
        const key = `${what} ${location.href}`;
        if (reported.has(key)) continue;
        reported.add(key);
        void report(what, location.href);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(inspect);
        if (record.type === 'characterData') inspect(record.target);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, kinds);
  return seen;
}

/**
 * On the limits page: choose a 24-hour time-out and open its confirmation. Returns the confirmation dialog; its
 * "Yes, start my time-out" button logs the player out and reloads the page at / (docs/protection-enforcement.md).
 */
export async function openTimeOutConfirm(page: Page): Promise<Locator> {
  await page.goto(LIMITS_URL);
  const panel = page.getByRole('region', { name: 'Time-out' });
  await panel.getByText('24 hours').click();
  await panel.getByRole('button', { name: 'Take a time-out' }).click();
  return page.getByRole('dialog', { name: 'Start a time-out of 24 hours?' });
}
