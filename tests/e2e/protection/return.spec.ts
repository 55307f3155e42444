import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { advancePlayerClock, lira } from '@tests/e2e/support/protection';
import { openLogin, type PlayerCredentials, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

/**
 * Return from a self-exclusion needs a positive action, and withdraw-only access of a
 * self-excluded player), on the real server. The exclusion itself is set by API (its
 * page journey is protection/limits.spec.ts); the player's clock is moved with POST /api/test/clock.
 */
const DAY = 24 * 3_600_000;
const shots = process.env.E2E_SHOTS_DIR;

async function selfExclude(request: APIRequestContext, player: PlayerCredentials, period: '6m' | '1y'): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const r = await request.post('/api/protection/exclude', {
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { kind: 'selfExclusion', period },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** Submits the login dialog and returns it (it stays open when the login is refused). */
async function submitLogin(page: Page, player: PlayerCredentials) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^username/i).fill(player.username);
  await dialog.getByLabel(/^password/i).fill(player.password);
  await dialog.getByRole('button', { name: /^login$/i }).click();
  return dialog;
}

/** With E2E_SHOTS_DIR set: a screenshot once finite animations (a closing dialog) have ended. */
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.('dialog, [role="dialog"]'))
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `${shots}/${name}-${test.info().project.name}.png` });
}

test('after a self-exclusion ends the player asks to return, waits the cooling-off and confirms', async ({ page, request }) => {
  const player = await registerByApi(request);
  await selfExclude(request, player, '6m');
  await advancePlayerClock(request, player.username, 185 * DAY);
  await startInLanguage(page, 'en');
  await page.goto('/');
  await openLogin(page);
  let dialog = await submitLogin(page, player);
  await expect(dialog.getByRole('status')).toHaveText(/^Your self-exclusion ended on \d\d\.\d\d\.\d{4} \d\d:\d\d\. To play again, ask to return/);
  await expect(dialog.getByRole('button', { name: 'Confirm my return' })).toHaveCount(0);
  await shot(page, 'return-ask');
  await dialog.getByRole('button', { name: 'Ask to return' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Your request to return has been recorded\. You can confirm it from \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/);
  await expect(dialog.getByRole('button', { name: 'Ask to return' })).toHaveCount(0);
  await shot(page, 'return-cooling-off');

  await advancePlayerClock(request, player.username, DAY + 1000);
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  dialog = await submitLogin(page, player);
  await expect(dialog.getByRole('status')).toHaveText(/the cooling-off period is over\. Confirm your return/);
  await shot(page, 'return-confirm');
  await dialog.getByRole('button', { name: 'Confirm my return' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Your return is confirmed.', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('withdraw-only-banner')).toHaveCount(0);
});

test('a self-excluded player logs in withdraw-only: balance and withdrawal, no games', async ({ page, request }) => {
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 100);
  await selfExclude(request, player, '1y');
  await startInLanguage(page, 'en');
  await page.goto('/');
  await openLogin(page);
  const dialog = await submitLogin(page, player);
  await expect(dialog.getByRole('status')).toHaveText(/^You have excluded yourself until .+\. Login, deposits and play are not possible before then\.$/);
  await dialog.getByRole('button', { name: 'Withdraw my balance' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw your balance' })).toBeVisible();
  await expect(page.getByTestId('withdraw-only-balance')).toHaveText(lira(100));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('withdraw-only-banner')).toContainText('Withdraw-only access.');
  await expect(page.getByTestId('top-notify')).toHaveCount(0);
  await shot(page, 'withdraw-only-home');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw your balance' })).toHaveCount(0);
  await expect(page.getByTestId('withdraw-only-banner')).toBeVisible();
  await shot(page, 'withdraw-only-withdraw');
  // Any other page (here the casino) shows the withdraw-only page with the balance instead of games, and the
  // server sends this browser the client shell, not its rendered page of games (docs/architecture.md "Server-rendered pages", client-render cookie).
  const casino = await page.goto('/casino/slot');
  const html = (await casino?.text()) ?? '';
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('data-testid="game-tile"');
  await expect(page.getByRole('heading', { name: 'Withdraw your balance' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
