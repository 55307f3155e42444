import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { isPhone } from '@tests/e2e/support/session';

/** The embedded sportsbook of `provider` ('fcg' or 'betco'). */
export function sportsbook(page: Page, provider: 'fcg' | 'betco'): FrameLocator {
  return page.frameLocator(`iframe[data-testid="sportsbook-${provider}"]`);
}

/** Where the header shows the balance: the header on desktop, the bottom bar's balance tab on phone. */
export function headerBalance(page: Page): Locator {
  return isPhone(page)
    ? page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /^Balance ₺/ })
    : page.getByRole('banner').getByTestId('header-balance');
}

/** The bell (desktop header) or the notifications tab (phone bottom bar). */
export function notificationsButton(page: Page): Locator {
  const scope = isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner');
  return scope.getByRole('button', { name: /^(Notifications|Alerts)/ });
}

/** The stored auth data of the page (docs/product.md §3), read from local storage. */
export async function storedAuth(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>);
}


/** Settles a bet through the demo/test-mode settle call; returns the player's balance after it (lira). */
export async function settleBet(request: APIRequestContext, betId: number, outcome: 'won' | 'lost'): Promise<number> {
  const reply = await request.post('/api/test/sportsbook/settle', { data: { betId, outcome } });
  const body = (await reply.json()) as { success: boolean; message: string; data: { balance: number } };
  expect(body.success, body.message).toBe(true);
  return body.data.balance;
}

/**
 * Presses a button inside the sportsbook frame by keyboard. Playwright checks a pointer click into a frame against the
 * frame's own document only: what the site shows above the frame at that moment (a push's toast, a sheet's fading
 * backdrop) takes the click unseen, and the journey then waits for a result that never comes. The frame's buttons are
 * real buttons, so Enter is the same activation.
 */
export async function pressInFrame(button: Locator): Promise<void> {
  await button.press('Enter');
}

/** Picks the first price of the list in the frame, sets the stake and places the bet; returns the bet id. */
export async function placeBet(frame: FrameLocator, stake: string): Promise<number> {
  await pressInFrame(frame.locator('button.odd').first());
  await frame.getByLabel('Stake (₺)').fill(stake);
  await expect(frame.locator('.slip')).not.toContainText('null');
  await pressInFrame(frame.getByRole('button', { name: 'Place Bet' }));
  const status = frame.getByRole('status');
  await expect(status).toHaveText(/^Bet #\d+ placed\.$/);
  return Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
}
