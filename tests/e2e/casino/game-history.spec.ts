import { test, expect } from '@playwright/test';
import { historyRows, placeSportBet, playRounds, shot, total } from '@tests/e2e/support/histories';
import { lira } from '@tests/e2e/support/protection';
import { newPlayer } from '@tests/e2e/support/session';
import { depositByApi, tokenOf } from '@tests/e2e/support/wallet';

// The browser in New York: "Today" must still be the Istanbul day (docs/histories.md).
test.use({ timezoneId: 'America/New_York' });

test('game history: a bet and its win as one round, opening to its ledger lines; casino / sportsbook filter and totals', { tag: '@both' }, async ({ page }) => {
  const player = await newPlayer(page);
  const token = await tokenOf(page);
  await depositByApi(page.request, token, 100);
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
