import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
// Not a React hook despite its name; aliased so the hooks lint rule does not misread it.
import { loginThroughDialog, registerByApi, useLanguage as startInLanguage, type PlayerCredentials } from './support';

/**
 * Registers a new player by API and logs them in through the login dialog (in English, the shared helper's
 * labels), then continues in `lang` (stored choice, page reloaded; the session is kept).
 */
export async function newPlayerIn(page: Page, lang: 'tr' | 'en'): Promise<PlayerCredentials> {
  await startInLanguage(page, 'en');
  const player = await registerByApi(page.request);
  await page.goto('/');
  await loginThroughDialog(page, player.username, player.password);
  if (lang !== 'en') {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
  }
  return player;
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

/** Creates a withdrawal through the API as the player (method 11 Havale/EFT with `iban` digits); returns its id. */
export async function withdrawByApi(page: Page, token: string, amount: number, iban: string): Promise<number> {
  const response = await page.request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { id: 11, target: 'pay', detail: { iban, accountHolder: 'Ayşe Yılmaz', amount } },
  });
  const body = (await response.json()) as { success: boolean; message: string; data: { id: number } };
  expect(body.success, body.message).toBe(true);
  return body.data.id;
}

/** The operator's step on a withdrawal through the operator API (test mode answers local calls), as `npm run operator` does. */
export async function operatorStep(page: Page, id: number, step: 'review' | 'approve' | 'reject', reason?: string): Promise<void> {
  const response = await page.request.post(`/api/operator/withdrawals/${id}/${step}`, {
    data: step === 'reject' ? { reason } : {},
    // Every operator action names its operator.
    headers: { 'x-operator-name': 'journey-operator' },
  });
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
