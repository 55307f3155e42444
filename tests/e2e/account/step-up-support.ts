import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Beyond the step-up window (5 minutes by default; docs/security.md "Step-up"). */
export const STALE_MS = 10 * 60_000;

/**
 * Ages THIS player's login past the step-up window (POST /api/test/clock moves his time-stamped records back), so
 * the next guarded call asks him to confirm it's him.
 */
export async function staleLogin(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/api/test/clock', { data: { username, advanceMs: STALE_MS } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The "Confirm it's you" dialog. */
export function reauthDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: "Confirm it's you" });
}

/** Answers the "Confirm it's you" dialog with `password` and waits for it to close. */
export async function confirmItsMe(page: Page, password: string): Promise<void> {
  const dialog = reauthDialog(page);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
