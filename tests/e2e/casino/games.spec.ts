import { expect, test } from '@playwright/test';
import { gameFrame, moneyDigits, searchBox, shownBalance, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { isPhone, loginByApi, loginThroughDialog, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('browse a lobby category and filter by provider', async ({ page }) => {
  await page.goto('/casino/slot');
  await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  const chips = page.getByRole('group', { name: 'Game categories' });
  await expect(chips.getByRole('button', { name: 'Slot', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await chips.getByRole('button', { name: 'Megaways' }).click();
  await expect(chips.getByRole('button', { name: 'Megaways' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=8/);
  await expect(tiles(page).first().locator('strong')).toHaveText(/Megaways|Reels/);

  // The provider filter takes several providers; one is ticked here.
  await page.getByRole('button', { name: 'Providers' }).click();
  await page.getByRole('dialog', { name: 'Providers' }).getByRole('checkbox', { name: /^NetEnt/ }).check();
  await page.getByRole('dialog', { name: 'Providers' }).getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/providers=14/);
  await expect(tiles(page).first().locator('small')).toHaveText('NetEnt');
  const providers = await tiles(page).locator('small').allTextContents();
  expect(providers.length).toBeGreaterThan(0);
  expect(new Set(providers)).toEqual(new Set(['NetEnt']));

  // The live lobby lists live games only.
  await page.goto('/casino/live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tiles(page).first().getByText('Live', { exact: true })).toBeVisible();
});

test('search by name; nothing found shows the empty state', async ({ page }) => {
  await page.goto('/casino/slot');
  await searchBox(page).fill('aviator');
  await expect(page).toHaveURL(/search=aviator/);
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().locator('strong')).toHaveText('Aviator');
  await searchBox(page).fill('no such game zzz');
  await expect(page.getByTestId('games-empty')).toContainText('No games found');
  await expect(tiles(page)).toHaveCount(0);
});

test('favourite and unfavourite a game (login required)', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/casino/slot?search=Starburst');
  const star = tiles(page).first().getByRole('button', { name: 'Add Starburst to favorites' });
  await star.click();
  await expect(page.getByRole('dialog')).toBeVisible(); // visitors get the login dialog
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await loginThroughDialog(page, player.username, player.password);

  await tiles(page).first().getByRole('button', { name: 'Add Starburst to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(tiles(page).first().getByRole('button', { name: 'Remove Starburst from favorites' })).toHaveAttribute('aria-pressed', 'true');

  await searchBox(page).fill('');
  const chips = page.getByRole('group', { name: 'Game categories' });
  await chips.getByRole('button', { name: 'Favorites' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().locator('strong')).toHaveText('Starburst');

  await tiles(page).first().getByRole('button', { name: 'Remove Starburst from favorites' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByTestId('games-empty')).toBeVisible();
});

test('launch a demo game, spin, see the balance follow, close by the exit message', { tag: '@both' }, async ({ page, request }) => {
  const player = await registerByApi(request);
  await fundPlayer(request, player.username, player.password, 100);
  await loginByApi(page, player);
  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await expect.poll(async () => moneyDigits(await shownBalance(page))).toBe('10000');

  await tilePlayButton(tiles(page).first(), 'Sweet Bonanza').click();
  if (isPhone(page)) {
    await expect(page.getByRole('dialog', { name: 'Sweet Bonanza' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/casino\/play\/[\w-]+$/);
    await expect(page.getByTestId('game-page')).toBeVisible();
  }
  const bar = page.getByRole('toolbar', { name: 'Game controls' });
  await expect(bar.getByRole('button', { name: 'Deposit' })).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(35);

  const frame = gameFrame(page);
  await expect(frame.getByTestId('demo-balance')).toHaveText('₺100.00');
  await frame.getByRole('combobox', { name: 'Stake' }).selectOption('5');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toHaveText(/You win|No win/);
  const afterSpin = moneyDigits((await frame.getByTestId('demo-balance').textContent()) ?? '');
  expect(afterSpin).not.toBe('10000');
  // The header polls user/balance every 3 s: the new balance shows within one poll.
  await expect.poll(async () => moneyDigits(await shownBalance(page)), { timeout: 3500, intervals: [250] }).toBe(afterSpin);

  await frame.getByRole('button', { name: 'Exit' }).click();
  if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Sweet Bonanza' })).toBeHidden();
  else await expect(page).toHaveURL(/\/casino\/slot/);
  await expect(tiles(page).first()).toBeVisible();
});

test('a launch failure shows the server message and closes the game (Amusnet)', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot');
  // am-022, the catalogue's Amusnet title under maintenance.
  const reply = await request.post('/api/casino/games', { data: { systemCategory: 'slot' } });
  const games = ((await reply.json()) as { data: { gameCode: string; name: string }[] }).data;
  const broken = games.find((g) => g.gameCode === 'am-022');
  expect(broken).toBeDefined();
  await searchBox(page).fill(broken!.name);
  await tilePlayButton(tiles(page).first(), broken!.name).click();
  await expect(page.getByText('This game is under maintenance. Please try another game.')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeHidden();
});

test('the Aviator menu item looks the game up and opens the first result', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/games');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: /menu/i });
  const aviator = menu.getByRole('button', { name: 'Aviator' });
  if (!(await aviator.isVisible())) await menu.getByRole('button', { name: 'Games', exact: true }).click();
  await aviator.click();
  if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Aviator' })).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\/[\w-]+$/);
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toContainText('Aviator');
  await expect(gameFrame(page).getByRole('heading', { name: 'Aviator' })).toBeVisible();
});
