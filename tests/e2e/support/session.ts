import { expect, type Page, type APIRequestContext } from '@playwright/test';

/** A username unique to this run and worker: 5-30 letters and digits (docs/product.md §5). */
export function uniqueUsername(prefix = 'pl'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 30);
}

/**
 * Resolves once the page's main thread has gone idle (requestIdleCallback): every event handler, promise, render and
 * request the page had queued before the call has run, and each request it started has been reported to
 * `page.on('request')`. The positive signal a check that something does NOT happen waits for before it asserts the
 * absence, instead of a fixed sleep (docs/testing.md "No retries, no sleeps"). Not for work behind a timer: that
 * takes Playwright's clock (`page.clock.runFor`), and under the clock requestIdleCallback is the clock's, not idleness.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Waits until the app has taken the page over (`<html data-live>`, src/main.tsx): before that a server-rendered page
 * is the server's HTML (a lobby shows its first tiles only, taps are held), so a test that scrolls or measures must
 * wait for it.
 */
export async function waitForAppLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-live]')).toHaveCount(1, { timeout: 15_000 });
}

/** Starts every page of the test in the given language (stored choice, docs/product.md §4 Language switch). */
export async function startInLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => {
    // Init scripts run in every frame: in a sandboxed one (a sportsbook, a game) the origin is opaque and even reading
    // localStorage throws, which would show as that frame's page error. The choice is the site document's only.
    try {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    } catch {
      // No storage in this document.
    }
  }, lang);
}

/**
 * The device id (the site's `fingerprint` in local storage, sent as x-fingerprint) of the journeys' players: sent by
 * registerByApi and put in the browser by loginByApi and loginThroughDialog, so a journey's browser is the device its
 * player registered from, as for a player who signed up there, and its login creates no new-device notification
 * (docs/security.md "Sessions and tokens"; tests/e2e/account/sessions.spec.ts covers that notice's absence of noise).
 */
export const E2E_DEVICE_ID = 'e2e0device0id00000000000000000000';

export interface PlayerCredentials {
  username: string;
  password: string;
  name: string;
  surname: string;
}

/** Registers a player straight through POST api/auth/register (the browser journey for sign-up is tested on its own). */
export async function registerByApi(request: APIRequestContext, username = uniqueUsername()): Promise<PlayerCredentials> {
  const player = { username, password: 'Secret123', name: 'Ayşe', surname: 'Yılmaz' };
  const response = await request.post('/api/auth/register', {
    headers: { 'x-locale': 'en', 'x-fingerprint': E2E_DEVICE_ID },
    data: {
      name: player.name,
      surname: player.surname,
      username,
      email: `${username}@example.com`,
      phone: `90555${Math.floor(1e6 + Math.random() * 8e6)}`,
      country: 1,
      currencyId: 1,
      trialBonus: 0,
      password: player.password,
      password2: player.password,
      isFast: true,
    },
  });
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body.success, body.message).toBe(true);
  return player;
}

/** Whether the viewport is phone-sized (the phone project of playwright.config.ts). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 900;
}

/**
 * Logs out from the header (desktop) or the side menu (phone) and waits for the reload that follows, until the
 * visitor's Login button is back (docs/product.md §4: logout goes to / and reloads after 300 ms).
 */
export async function logout(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
  await reloaded;
  await expect(page.getByRole('button', { name: /^Login$/ }).first()).toBeVisible();
}

/** Opens the login dialog from the header (desktop) or the bottom bar (phone). */
export async function openLogin(page: Page): Promise<void> {
  const scope = isPhone(page) ? page.getByRole('navigation', { name: /quick actions|hızlı/i }) : page.getByRole('banner');
  await scope.getByRole('button', { name: /^(login|giriş yap)$/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * Logs in through the login dialog and waits for the dialog to close: for journeys whose behaviour IS the login
 * dialog (tests/e2e/auth/, a second device logging in). Everywhere else a player is set up by loginByApi/newPlayer.
 */
export async function loginThroughDialog(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate((id) => localStorage.setItem('fingerprint', id), E2E_DEVICE_ID);
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(username|kullanıcı adı)/i).fill(username);
  // \b: the Turkish field "Şifre", not its "Şifreyi göster" (show password) button.
  await dialog.getByLabel(/^(password|şifre)\b/i).fill(password);
  await dialog.getByRole('button', { name: /^(login|giriş yap)$/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Starts `player`'s session the way the login dialog leaves it, without the dialog: POST api/auth/login from the
 * journeys' device (`fingerprint`, default E2E_DEVICE_ID, so no new-device notice), then local storage `auth` (the
 * session data plus its fingerprint, src/lib/auth-storage.ts) and `fingerprint` written before the next page of this
 * tab loads. Written once per tab (a sessionStorage marker): after a logout the tab stays logged out, as after a
 * dialog login. Does not navigate; returns the session's bearer token.
 */
export async function loginByApi(page: Page, player: { username: string; password: string }, fingerprint = E2E_DEVICE_ID): Promise<string> {
  const reply = await page.request.post('/api/auth/login', {
    headers: { 'x-fingerprint': fingerprint },
    data: { username: player.username, password: player.password },
  });
  const body = (await reply.json()) as { success: boolean; message: string; data: { token: string } & Record<string, unknown> };
  expect(body.success, body.message).toBe(true);
  await page.addInitScript(
    ([auth, fp]) => {
      // Init scripts run in every frame: a sandboxed one (a sportsbook, a game) has no storage and throws.
      try {
        if (sessionStorage.getItem('e2e-login-by-api')) return;
        sessionStorage.setItem('e2e-login-by-api', '1');
        localStorage.setItem('fingerprint', fp);
        localStorage.setItem('auth', auth);
      } catch {
        // No storage in this document.
      }
    },
    [JSON.stringify({ ...body.data, fingerprint }), fingerprint] as const,
  );
  return body.data.token;
}

/**
 * A new player for a journey that starts logged in: registered by API, logged in by API (loginByApi), the site in
 * `lang` (default English), on the home page.
 */
export async function newPlayer(page: Page, lang: 'tr' | 'en' = 'en'): Promise<PlayerCredentials> {
  await startInLanguage(page, lang);
  const player = await registerByApi(page.request);
  await loginByApi(page, player);
  await page.goto('/');
  return player;
}
