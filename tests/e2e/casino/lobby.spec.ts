import { expect, test, type Page } from '@playwright/test';
import { searchBox, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { ownServer, type OwnServer } from '@tests/e2e/support/notifications';
import { loginByApi, loginThroughDialog, pageSettled, registerByApi, startInLanguage, waitForAppLive } from '@tests/e2e/support/session';

/** The lobby search as a player types it, a long list, and a failed launch. */

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const urlSearch = (page: Page) => new URL(page.url()).searchParams.get('search');

/** Slows the page's CPU `rate` times (Chromium DevTools protocol), as on a mid-range phone. */
async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

for (const delay of [50, 250, 450, 650]) {
  test(`search keeps every letter typed ${delay} ms apart; the URL ends as typed`, async ({ page }) => {
    const text = delay <= 250 ? 'sweet bonanza' : 'sweet bon';
    await page.goto('/casino/slot');
    await throttleCpu(page, 4);
    await expect(tiles(page).first()).toBeVisible();
    await searchBox(page).click();
    await page.keyboard.type(text, { delay });
    await expect(searchBox(page)).toHaveValue(text);
    await expect.poll(() => urlSearch(page)).toBe(text);
    // The late URL update did not reset the box afterwards either: the page has rendered all the URL change queued.
    await pageSettled(page);
    await expect(searchBox(page)).toHaveValue(text);
    await expect(tiles(page).first().locator('strong')).toHaveText('Sweet Bonanza');
  });
}

test('a real navigation drives the box: the header search clears it, back brings the typed search back', async ({ page }) => {
  await page.goto('/casino/slot');
  await expect(tiles(page).first()).toBeVisible();
  await searchBox(page).fill('aviator');
  await expect.poll(() => urlSearch(page)).toBe('aviator');
  await expect(tiles(page).first().locator('strong')).toHaveText('Aviator');
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  await expect.poll(() => urlSearch(page)).toBe(null);
  await expect(searchBox(page)).toHaveValue('');
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('aviator');
  await expect(tiles(page).first().locator('strong')).toHaveText('Aviator');
});

test('Turkish capitals find the game: BİG BASS, BIG BASS, bıg bass', async ({ page }) => {
  await page.goto('/casino/slot');
  for (const text of ['BİG BASS', 'BIG BASS', 'bıg bass']) {
    await searchBox(page).fill('');
    await searchBox(page).click();
    await page.keyboard.type(text, { delay: 30 });
    await expect(tiles(page).first().locator('strong')).toHaveText('Big Bass Bonanza');
    await expect(page.getByTestId('games-empty')).toBeHidden();
  }
});

/**
 * Scrolls to the end of the game list, its last row at the bottom of the screen (the footer below it), at once: the
 * page's CSS asks for smooth scrolling, a player's fling is not.
 */
async function scrollToListEnd(page: Page) {
  await page.evaluate(() => {
    const grid = document.querySelector('[data-testid="game-grid"]')!.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + grid.bottom - window.innerHeight, behavior: 'instant' });
  });
  // The page has handled the scroll (its listeners and the renders they queued) before it is measured.
  await pageSettled(page);
  await expect(tiles(page).last()).toBeInViewport();
}

/** The search box is on screen and not under the header: its top is at or below the header's visible bottom. */
async function expectFiltersOnScreen(page: Page) {
  await expect.poll(async () => page.evaluate(() => {
    const filters = document.querySelector('input[type="search"]')?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    if (!filters || !header) return 'missing';
    const headerBottom = Math.max(0, header.bottom);
    return filters.top >= headerBottom - 1 && filters.bottom <= window.innerHeight ? 'on screen' : `filters ${filters.top}..${filters.bottom}, header bottom ${headerBottom}`;
  })).toBe('on screen');
}

/**
 * Types `text` into the sticky search box (already scrolled far down) and waits until the first tile named
 * `expected` is wholly on screen and the lookup has answered (aria-busy off). How fast that is, is a figure of the
 * bench (scripts/bench/lobby-search.ts, docs/performance.md), not a check of this journey.
 */
async function searchShowsResults(page: Page, text: string, expected: string): Promise<void> {
  await searchBox(page).click();
  await page.keyboard.type(text, { delay: 120 });
  await page.waitForFunction((name) => {
    const tile = [...document.querySelectorAll('[data-testid="game-tile"]')].find((el) => el.querySelector('strong')?.textContent === name);
    const box = tile?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
  }, expected, { polling: 'raf', timeout: 20_000 });
  await expect(page.locator('[aria-busy="false"] [data-testid="game-grid"]')).toHaveCount(1, { timeout: 20_000 });
}

test('at the bottom of the lobby the search stays on screen and the results show in place (269 games)', { tag: '@both' }, async ({ page }) => {
  await page.goto('/casino/slot');
  await expect(tiles(page).first()).toBeVisible();
  // The server's page shows the first tiles only; the whole list is there once the page is hydrated.
  await waitForAppLive(page);
  await scrollToListEnd(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expectFiltersOnScreen(page);
  await searchShowsResults(page, 'sweet bon', 'Sweet Bonanza');
  await expectFiltersOnScreen(page);
  await expect(searchBox(page)).toHaveValue('sweet bon');
});

test.describe('with 5,000 games (SEED_GAMES=5000)', { tag: '@both' }, () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = ownServer({ SEED_GAMES: '5000' });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('typing at the bottom of 5,000 games shows the results in place, the filters on screen', async ({ page }) => {
    await page.goto(`${server.baseURL}/casino/slot`);
    await expect(tiles(page).first()).toBeVisible();
    await waitForAppLive(page);
    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', '4941');
    await scrollToListEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50_000);
    await expectFiltersOnScreen(page);
    await searchShowsResults(page, 'golden fortune 2', 'Golden Fortune 2');
    await expectFiltersOnScreen(page);
    await expect(searchBox(page)).toHaveValue('golden fortune 2');
  });
});

/** /casino/play/{encoded game data} of a game code no provider has, of launch kind `mainProviderId`. */
function missingGamePath(mainProviderId: number, gameCode: string): string {
  const game = { gameCode, name: 'Missing Game', providerName: 'Nobody', providerId: 1, mainProviderId, productId: 1001, system: '901' };
  return `/casino/play/${Buffer.from(JSON.stringify(game)).toString('base64url')}`;
}

test('a failed launch (Pragmatic, DT, EM) shows the error with Try again and Back to the lobby, no spinner', async ({ page, request }) => {
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/casino/slot');
  for (const [kind, code] of [[1, 'pp-999'], [2, 'ds-999'], [3, 'em-999']] as const) {
    await page.goto(missingGamePath(kind, code));
    const alert = page.getByRole('alert').filter({ hasText: 'The game could not be started' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Game not found.');
    await expect(page.getByTestId('game-page').getByText('Loading...')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await alert.getByRole('button', { name: 'Back to the lobby' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/casino\/slot/);
    await expect(tiles(page).first()).toBeVisible();
  }
});

/** What the best lobbies offer (docs/lobby.md): sort, several providers, badges, jackpot games, recently played. */
test.describe('lobby choices', () => {
  const tileNames = (page: Page) => tiles(page).locator('strong').allTextContents();
  const params = (page: Page) => new URL(page.url()).searchParams;

  test('sort A–Z and two providers at once, kept in the URL and after a reload; chips remove them', { tag: '@both' }, async ({ page }) => {
    await page.goto('/casino/slot');
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort games' }).selectOption({ label: 'A–Z' });
    await expect.poll(() => params(page).get('sort')).toBe('name');
    await expect(tiles(page).first().locator('strong')).toHaveText('100 Super Hot');
    const filter = page.getByRole('button', { name: 'Providers' });
    await filter.click();
    const choices = page.getByRole('dialog', { name: 'Providers' });
    await choices.getByRole('checkbox', { name: /^NetEnt/ }).check();
    await choices.getByRole('checkbox', { name: /^Pragmatic Play/ }).check();
    await expect.poll(() => params(page).get('providers')).toBe('1,14');
    await choices.getByRole('button', { name: 'Done' }).click();
    await expect(choices).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', /^\d+$/);
    const providersShown = new Set(await tiles(page).locator('small').allTextContents());
    expect([...providersShown].sort()).toEqual(['NetEnt', 'Pragmatic Play']);
    const names = await tileNames(page);
    const lower = names.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort games' })).toHaveValue('name');
    const chips = page.getByRole('group', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['NetEnt×', 'Pragmatic Play×', 'Clear all filters']);
    await chips.getByRole('button', { name: 'Remove filter: NetEnt' }).click();
    await expect.poll(() => params(page).get('providers')).toBe('1');
    await expect(tiles(page).locator('small').first()).toHaveText('Pragmatic Play');
    await chips.getByRole('button', { name: 'Remove filter: Pragmatic Play' }).click();
    await expect.poll(() => params(page).get('providers')).toBe(null);
    await expect(chips).toBeHidden();
  });

  test('badges come from the data: Newest opens on New games, Popular on Hot ones', async ({ page }) => {
    await page.goto('/casino/slot?sort=newest');
    await expect(tiles(page).first().getByTestId('game-badges')).toContainText('New');
    await expect(tiles(page).first().getByRole('button', { name: /, play$/ })).toHaveAccessibleDescription(/New/);
    await page.getByRole('combobox', { name: 'Sort games' }).selectOption({ label: 'Popular' });
    await expect(tiles(page).first().locator('strong')).toHaveText('Sweet Bonanza');
    await expect(tiles(page).first().getByTestId('game-badges')).toContainText('Hot');
  });

  test('a jackpot card opens the games of that jackpot by keyboard, each marked Jackpot', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: /^\d+ games: play the Clover Chance games$/ });
    const count = Number((await link.getAttribute('aria-label'))?.match(/(\d+) games/)?.[1]);
    expect(count).toBeGreaterThan(2);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/casino\/slot\?jackpot=Clover\+Chance$/);
    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', String(count));
    await expect(tiles(page).getByTestId('game-badges').first()).toContainText('Jackpot');
    const badges = await tiles(page).getByTestId('game-badges').allTextContents();
    expect(badges.length).toBe(await tiles(page).count());
    for (const text of badges) expect(text).toContain('Jackpot');
    await page.getByRole('button', { name: 'Remove filter: Jackpot: Clover Chance' }).click();
    await expect.poll(() => params(page).get('jackpot')).toBe(null);
    await expect(page.getByRole('group', { name: 'Game categories' })).toBeVisible();
  });

  test('recently played: only for a player who has played, newest first, each game once', async ({ page, request }) => {
    await page.goto('/casino/slot?search=sweet');
    await expect(tiles(page).first()).toBeVisible();
    const player = await registerByApi(request);
    await loginThroughDialog(page, player.username, player.password);
    await page.goto('/casino/slot');
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('recent-row')).toHaveCount(0);
    const play = async (name: string) => {
      await searchBox(page).fill(name);
      await expect(tiles(page).first().locator('strong')).toHaveText(name);
      await expect.poll(() => params(page).get('search')).toBe(name);
      await tilePlayButton(tiles(page).first(), name).click();
      await expect(page.frameLocator('iframe[title]').first().locator('body')).not.toBeEmpty();
      if (page.viewportSize()!.width < 900) await page.getByRole('button', { name: 'Close game' }).click();
      else await page.goBack();
      await searchBox(page).fill('');
    };
    await play('Sweet Bonanza');
    await play('Starburst');
    await play('Sweet Bonanza');
    const row = page.getByRole('region', { name: 'Recently played' });
    await expect(row.getByTestId('game-tile').locator('strong')).toHaveText(['Sweet Bonanza', 'Starburst']);
  });
});
