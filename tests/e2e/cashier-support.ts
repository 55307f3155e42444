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
