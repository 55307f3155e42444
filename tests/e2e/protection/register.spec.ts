import { expect, test } from '@playwright/test';
import { fillFastRegister, nextCode, openRegister } from '@tests/e2e/support/account';
import { optInToPopup } from '@tests/e2e/support/cms';
import { LIMITS_URL, lira, openTimeOutConfirm, protectionCall, recordPromotions } from '@tests/e2e/support/protection';
import { newPlayer, startInLanguage, uniqueUsername } from '@tests/e2e/support/session';
import { tokenOf } from '@tests/e2e/support/wallet';

/** docs/registration-checks.md in the browser, on the real server: re-registration, the in-force screen, the sign-up limit. */

test('a deposit limit chosen in the sign-up form is the player\'s limit at once', async ({ page }) => {
  await startInLanguage(page, 'en');
  await page.goto('/');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog);
  const amount = dialog.getByLabel('Deposit limit (optional)');
  await expect(dialog.getByLabel('Limit period')).toHaveValue('month');
  await amount.pressSequentially('250');
  await dialog.getByLabel('Limit period').selectOption('week');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await page.goto(LIMITS_URL);
  await expect(page.getByTestId('limit-deposit-week')).toContainText(lira(250));
  const status = await protectionCall<{ limits: { type: string; period: string; value: number | null }[] }>(
    page.request, await tokenOf(page), 'GET', 'protection/status');
  expect(status.limits.find((l) => l.type === 'deposit' && l.period === 'week')?.value).toBe(250);
});

test('a self-excluded player cannot open a new account with his verified phone: a neutral refusal', async ({ page, request }) => {
  await startInLanguage(page, 'en');
  const phoneDigits = `555${Math.floor(1e6 + Math.random() * 8e6)}`;
  // The excluded player: registered, phone verified, self-excluded for good.
  const username = uniqueUsername('ex');
  const reg = await request.post('/api/auth/register', {
    data: { name: 'Gülşen', surname: 'Işık', username, email: `${username}@example.com`, phone: `90${phoneDigits}`, country: 1, currencyId: 1, trialBonus: 0, password: 'Secret123', password2: 'Secret123', isFast: true },
  });
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  await protectionCall(request, token, 'POST', 'customer/updatephone', { step: 1, phone: `90${phoneDigits}` });
  const code = await nextCode(request, username, 0);
  await protectionCall(request, token, 'POST', 'customer/updatephone', { step: 2, phone: `90${phoneDigits}`, code });
  await protectionCall(request, token, 'POST', 'protection/exclude', { kind: 'selfExclusion', period: 'permanent' });

  await page.goto('/');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog, { phoneDigits });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('We cannot open an account with these details. Please contact support.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('after a time-out the site says it is in force until when (Istanbul time), with no popup or offers', async ({ page, context, baseURL }) => {
  await newPlayer(page);
  // From now on the server would serve the promotion popup to this browser (test mode serves it on opt-in only).
  await optInToPopup(context, baseURL!);
  // Every page from here on, from before its HTML is parsed: not a frame of the bonus banner, carousel or popup.
  const promotions = await recordPromotions(context);
  const confirm = await openTimeOutConfirm(page);
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Yes, start my time-out' }).click();
  await reloaded;
  const screen = page.getByTestId('exclusion-in-force');
  await expect(screen.getByRole('heading', { name: 'Your time-out is in force' })).toBeVisible();
  await expect(screen).toContainText(/Until \d{1,2}\.\w{3}\.\d{2} \d{2}:\d{2} \(Istanbul time\)\./);
  await expect(screen).toContainText('we send you no offers');
  // Neither the popup nor the home page's offers: the banner carousel and game rows are not there.
  await page.reload();
  await expect(screen).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('See promotions')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your time-out is in force');
  expect(promotions).toEqual([]);
});
