import { test, expect } from '@playwright/test';
import { historyRows, shot, total } from '@tests/e2e/support/histories';
import { lira } from '@tests/e2e/support/protection';
import { newPlayer } from '@tests/e2e/support/session';
import { depositByApi, tokenOf, withdrawByApi } from '@tests/e2e/support/wallet';

/** Istanbul's calendar day of now, as the quick ranges count it. */
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

// The browser in New York: "Today" must still be the Istanbul day (docs/histories.md).
test.use({ timezoneId: 'America/New_York' });

test('financial history: references, filters in the URL that survive a reload, today, and totals over the filtered range', { tag: '@both' }, async ({ page, context }) => {
  const player = await newPlayer(page);
  const token = await tokenOf(page);
  await depositByApi(page.request, token, 500);
  await depositByApi(page.request, token, 40, { confirm: false });
  await withdrawByApi(page.request, token, 150);

  await page.goto('/dashboard/financial-activities');
  await expect(historyRows(page)).toHaveCount(3);
  await expect(total(page, 'deposits')).toHaveText(lira(540));
  await expect(total(page, 'withdrawals')).toHaveText(lira(150));
  await expect(total(page, 'net')).toHaveText(`+${lira(390)}`);
  const withdrawal = historyRows(page).filter({ hasText: 'Withdraw' });
  await expect(withdrawal.locator('[data-reference]')).toHaveText(/^W-\d{6}$/);
  await shot(page, 'financial', page.getByRole('region', { name: 'Financial Activities' }));

  // The reference copies for support.
  if (test.info().project.name === 'desktop') {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const reference = (await withdrawal.locator('[data-reference]').textContent()) ?? '';
    await withdrawal.getByRole('button', { name: `Copy reference ${reference}` }).click();
    await expect(page.getByText(`Reference ${reference} copied.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  }

  // Server-side filters: only the pending deposit; the totals follow the filter.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('deposit');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText(lira(40));
  await expect(total(page, 'deposits')).toHaveText(lira(40));
  await expect(page).toHaveURL(/type=deposit/);

  // Today (Istanbul) keeps the filters; a reload keeps all of it.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${istanbulToday()}&to=${istanbulToday()}`));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('From')).toHaveValue(istanbulToday());
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('deposit');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(total(page, 'net')).toHaveText(`+${lira(40)}`);
  expect(player.username).toBeTruthy();
});
