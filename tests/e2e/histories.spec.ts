import { test, expect } from '@playwright/test';
import { lira } from './protection-support';
import { fundByDemoDeposit, newPlayerLoggedIn, tokenOf } from './wallet-support';
import { historyRows, pendingDeposit, pendingWithdrawal, placeSportBet, playRounds, shot, total } from './histories-support';

/** Istanbul's calendar day of now, as the quick ranges count it. */
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

// The browser in New York: "Today" must still be the Istanbul day (docs/histories.md).
test.use({ timezoneId: 'America/New_York' });

test('financial history: references, filters in the URL that survive a reload, today, and totals over the filtered range', async ({ page, context }) => {
  const player = await newPlayerLoggedIn(page);
  const token = await tokenOf(page);
  await fundByDemoDeposit(page.request, token, 500);
  await pendingDeposit(page.request, token, 40);
  await pendingWithdrawal(page.request, token, 150);

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

test('game history: a bet and its win as one round, opening to its ledger lines; casino / sportsbook filter and totals', async ({ page }) => {
  const player = await newPlayerLoggedIn(page);
  const token = await tokenOf(page);
  await fundByDemoDeposit(page.request, token, 100);
  const rounds = await playRounds(page.request, token, player.username, 3, 6);
  await placeSportBet(page.request, player, 5);

  await page.goto('/dashboard/game-history');
  await expect(historyRows(page)).toHaveCount(rounds + 1);
  await expect(total(page, 'bet')).toHaveText(lira(rounds + 5));
  const bet = historyRows(page).first();
  await expect(bet).toContainText('Sportsbook');
  await expect(bet).toContainText('Open');
  await expect(bet.locator('[data-reference]')).toHaveText(/^B-\d{6}$/);
  // A won round shows both its lines; the demo slot decides whether one of the three won.
  const won = historyRows(page).filter({ hasText: 'Won' });
  const hasWin = (await won.count()) > 0;
  const round = hasWin ? won.first() : historyRows(page).nth(1);
  await expect(round).toContainText('Sweet Bonanza');
  const reference = (await round.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^R-\d{6}$/);
  await round.getByRole('button', { name: `Ledger lines of ${reference}` }).click();
  const lines = page.getByRole('list', { name: `Ledger lines of ${reference}` });
  await expect(lines.getByRole('listitem').first()).toContainText('Bet');
  await expect(lines.getByRole('listitem').first()).toContainText(`-${lira(1)}`);
  if (hasWin) await expect(lines.getByRole('listitem').last()).toContainText('Win');
  await shot(page, 'games', page.getByRole('region', { name: 'Game History' }));

  await page.getByRole('combobox', { name: 'Product' }).selectOption('casino');
  await expect(historyRows(page)).toHaveCount(rounds);
  await expect(total(page, 'bet')).toHaveText(lira(rounds));
  await page.getByRole('combobox', { name: 'Product' }).selectOption('sportsbook');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(total(page, 'net')).toHaveText(`-${lira(5)}`);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/product=sportsbook&from=/);
  await expect(historyRows(page)).toHaveCount(1);
});
