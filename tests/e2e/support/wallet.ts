import { operatorPost } from '@tests/e2e/support/operator';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/*
 * The wallet's shared helpers (docs/cashier.md): money in and out through the real calls, for journeys that start with
 * a funded player or a withdrawal on record; the deposit and withdrawal dialogs themselves are driven only by
 * tests/e2e/wallet/.
 */

/** A valid Turkish IBAN for tests, as the 24 digits typed after the mask's fixed 'TR'. */
export const IBAN_DIGITS = '330006100519786457841326';
/** The same IBAN with a wrong check digit (mod-97 fails). */
export const BAD_IBAN_DIGITS = '330006100519786457841327';

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

/** The visible balance text in the header (desktop) or bottom bar (phone), e.g. '₺150.00' in English. */
export function visibleBalance(page: Page, text: string) {
  return page.getByText(text, { exact: true }).filter({ visible: true }).first();
}

/**
 * Pastes `text` into `field` as a player does (the system clipboard, then Ctrl/Cmd+V), so the page sees a real
 * paste event with the clipboard's text. Needs clipboard permissions on the context (see grantClipboard).
 */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.click();
  await field.press('ControlOrMeta+V');
}

/** Lets the page read and write the clipboard (paste buttons and pasteInto). */
export async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Every payment request the page sends (deposit and withdraw), with its JSON body, in order. */
export function recordPaymentRequests(page: Page): { url: string; body: { detail?: Record<string, unknown> } }[] {
  const sent: { url: string; body: { detail?: Record<string, unknown> } }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/payment\/(deposit|withdraw)$/.test(request.url())) {
      sent.push({ url: request.url(), body: request.postDataJSON() as { detail?: Record<string, unknown> } });
    }
  });
  return sent;
}

/** Opens the deposit (or withdraw) page's method by its name and returns the dialog. */
export async function openMethod(page: Page, path: '/dashboard/deposit' | '/dashboard/withdraw', method: RegExp): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: method }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The operator's step on a withdrawal through the operator listener, signed in as the demo admin, as `npm run operator` does. */
export async function operatorStep(page: Page, id: number, step: 'review' | 'approve' | 'reject', reason?: string): Promise<void> {
  const response = await operatorPost(page.request, `/api/operator/withdrawals/${id}/${step}`, step === 'reject' ? { reason } : {});
  expect(response.ok(), `operator ${step} ${id}`).toBe(true);
}

/**
 * Saves a screenshot of what the player sees into SHOTS_DIR (e.g. /work/shots/cashier) as `<name>-<width>.png`
 * when that variable is set; does nothing otherwise (CI runs stay fast).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, animations: 'disabled' });
}

const asPlayer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-locale': 'en' });

/**
 * A deposit through the demo e-wallet's API (POST api/payment/deposit, method 3), then Confirm on the demo payment
 * page as the player would (which credits the wallet); `confirm: false` leaves it waiting there (record Created 6,
 * "pending"). `amount` in lira within the method's limits (20-10,000); `provider` the e-wallet (1 or 2).
 */
export async function depositByApi(request: APIRequestContext, token: string, amount: number, { provider = 1, confirm = true } = {}): Promise<void> {
  const created = await request.post('/api/payment/deposit', {
    headers: asPlayer(token),
    data: { id: 3, target: 'pay', detail: { provider, accountId: '1234567890', amount } },
  });
  const body = (await created.json()) as { success: boolean; message: string; data: string };
  expect(body.success, body.message).toBe(true);
  if (!confirm) return;
  const confirmed = await request.post(`${new URL(body.data, 'http://x').pathname}/confirm`, { data: {} });
  expect(confirmed.ok()).toBe(true);
}

/** Funds a player known by name and password: logs in through POST api/auth/login, then a confirmed deposit (provider 2). */
export async function fundPlayer(request: APIRequestContext, username: string, password: string, lira: number): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await depositByApi(request, token, lira, { provider: 2 });
}

/**
 * A bank withdrawal (Havale/EFT, method 11, record Pending 2) of `amount` lira (at least ₺100) to `iban` (the 24
 * digits after TR), through POST api/payment/withdraw as the player; returns its id.
 */
export async function withdrawByApi(request: APIRequestContext, token: string, amount: number, iban = IBAN_DIGITS): Promise<number> {
  const response = await request.post('/api/payment/withdraw', {
    headers: asPlayer(token),
    data: { id: 11, target: 'pay', detail: { iban, accountHolder: 'Ayşe Yılmaz', amount } },
  });
  const body = (await response.json()) as { success: boolean; message: string; data: { id: number } };
  expect(body.success, body.message).toBe(true);
  return body.data.id;
}
