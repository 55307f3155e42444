import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { SIMULATOR_STAKES_KURUS } from '@server/casino/providers/hub88-simulator/page';
import { PROVIDERS } from '@server/db/seed-data/casino';
import { LAUNCH_KINDS } from '@server/casino/providers/game-provider';
import { gameFrame, moneyDigits, tilePlayButton } from '@tests/e2e/support/casino';
import { ownServer, type OwnServer } from '@tests/e2e/support/notifications';
import { isPhone, loginThroughDialog, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

/**
 * A Hub88 game played through the Hub88 simulator (docs/providers.md "Simulator"): the launch asks the simulator for
 * a game URL, the site frames the simulator's page (forwarded at /demo/hub88/game/*, same-origin), and each Spin makes
 * the simulator call the platform's wallet API over HTTP with signed requests. The journeys' shared server runs test
 * mode with the simulator off (tests/e2e/casino/providers.spec.ts expects the demo slot for the hub88 kind), so this
 * file starts a server of its own with HUB88_SIMULATOR=on, one for the file (each test has a fresh player).
 */
/** The first title of the seed catalogue's first Hub88 slot provider (server/db/seed-data/casino.ts). */
const GAME = (() => {
  const provider = PROVIDERS.find((p) => p.mainProviderId === LAUNCH_KINDS.hub88 && !p.live);
  if (!provider) throw new Error('the seed catalogue has no Hub88 slot provider');
  return provider.titles[0];
})();

/** The simulator page's texts in English (server/casino/providers/hub88-simulator/page.ts). */
const SIM = { stake: 'Stake', spin: 'Spin', refused: 'Bet refused', won: 'Win', lost: 'No win this round' } as const;

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  server = ownServer({ HUB88_SIMULATOR: 'on' });
  await server.start();
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.dispose();
});

/** The site's balance while a game is open: the header on desktop, the game modal's bar on phones. */
function siteBalance(page: Page) {
  return isPhone(page) ? page.getByTestId('play-bar-balance') : page.getByTestId('header-balance');
}

/** The player's balance as the wallet books it (GET api/user/balance), as digits of its 2-decimal lira text. */
async function walletDigits(token: string): Promise<string> {
  const response = await api.get('/api/user/balance', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; message: string; data: { balance: number } };
  expect(body.success, body.message).toBe(true);
  return moneyDigits(body.data.balance.toFixed(2));
}

/** A fresh player with ₺100, logged in through the dialog in English, with the Hub88 game open; returns his API token. */
async function openGame(page: Page): Promise<{ frame: FrameLocator; token: string; player: { username: string; password: string } }> {
  const player = await registerByApi(api);
  await fundPlayer(api, player.username, player.password, 100);
  const login = await api.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await startInLanguage(page, 'en');
  await page.goto(`${server.baseURL}/`);
  await loginThroughDialog(page, player.username, player.password);
  await page.goto(`${server.baseURL}/casino/slot?search=${encodeURIComponent(GAME)}`);
  await tilePlayButton(page, GAME).click();
  const frame = gameFrame(page);
  // The simulator's page, not the demo slot: its heading names it.
  await expect(frame.getByRole('heading', { name: 'Hub88 simulator' })).toBeVisible();
  return { frame, token, player };
}

/** What the simulator's spin call answered its page (server/casino/providers/hub88-simulator/simulator.ts SpinOutcome). */
interface SpinReply {
  status: string;
  winKurus: number;
  balanceKurus: number | null;
}

/**
 * Presses Spin in the frame by keyboard (docs/testing.md: a frame's controls are pressed by keyboard) and returns
 * the simulator's answer to its page, once the page has it.
 */
async function spin(page: Page, frame: FrameLocator, stakeKurus: number): Promise<SpinReply> {
  await frame.getByRole('combobox', { name: SIM.stake }).selectOption(String(stakeKurus));
  const reply = page.waitForResponse((r) => r.request().method() === 'POST' && /\/demo\/hub88\/game\/[^/]+\/spin$/.test(r.url()));
  await frame.getByRole('button', { name: SIM.spin }).press('Enter');
  return (await (await reply).json()) as SpinReply;
}

/** The simulator page's round result (a polite live region). */
const result = (frame: FrameLocator) => frame.locator('#sim-result');

/**
 * Records every text the simulator page's result region shows, in every game frame of `page` loaded from now on: an
 * init script (run in every frame) watches the region with a MutationObserver, so a text is recorded even when the
 * site closes the game right after it appeared. The returned list fills as they appear.
 */
async function recordResults(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('simResultShown', (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    if (!/^\/demo\/hub88\/game\/[^/]+$/.test(location.pathname)) return;
    document.addEventListener('DOMContentLoaded', () => {
      const region = document.getElementById('sim-result');
      if (!region) return;
      const report = (window as unknown as { simResultShown: (text: string) => Promise<void> }).simResultShown;
      new MutationObserver(() => void report(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
  });
  return seen;
}

test('a Hub88 round in the simulator\'s frame moves the wallet, and the site\'s balance follows it', { tag: '@both' }, async ({ page }) => {
  const { frame, token } = await openGame(page);
  const shown = frame.locator('#sim-balance');
  let before = await walletDigits(token);
  expect(before).toBe('10000');
  for (const stake of SIMULATOR_STAKES_KURUS.slice(0, 3)) {
    const reply = await spin(page, frame, stake);
    expect(reply.status).toBe('RS_OK');
    await expect(result(frame)).toHaveText(reply.winKurus > 0 ? `${SIM.won}: ₺${(reply.winKurus / 100).toFixed(2)}` : SIM.lost);
    // The wallet moved (no stake comes back as exactly itself: the pay table pays 0, 2 or 5 times), the frame shows
    // the balance of the wallet's reply, and the site's balance follows the frame's balance message.
    const after = await walletDigits(token);
    expect(after).not.toBe(before);
    await expect.poll(async () => moneyDigits((await shown.textContent()) ?? '')).toBe(after);
    await expect.poll(async () => moneyDigits((await siteBalance(page).textContent()) ?? '')).toBe(after);
    before = after;
  }
});

/**
 * The self-exclusion ends the player's sessions, and the site, told by its hub, logs him out within moments and
 * closes the game. A provider's bet can still arrive in that moment (the game was open, the Spin pressed): the site's
 * timers are held (page.clock paused) from just before the exclusion until the bet is answered, so the game is still
 * on screen when it arrives, as for a player whose Spin went out as the exclusion began. The wallet API refuses it,
 * the game says so, nothing moves, and the game's refusal message makes the site check the session at once
 * (game-frame.tsx): it logs out, closing the game, and says why; so the game's text is recorded as it appears
 * (recordResults).
 */
test('a self-excluded player\'s bet is refused inside the game, and nothing moves', { tag: '@both' }, async ({ page }) => {
  await page.clock.install();
  const shown = await recordResults(page);
  const { frame, token, player } = await openGame(page);
  const before = await walletDigits(token);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const exclude = await api.post('/api/protection/exclude', { headers: { authorization: `Bearer ${token}` }, data: { kind: 'selfExclusion', period: '1y' } });
  expect(exclude.ok(), await exclude.text()).toBe(true);
  const reply = await spin(page, frame, SIMULATOR_STAKES_KURUS[0]);
  expect(reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balanceKurus: Number(before) });
  await expect.poll(() => shown).toEqual([`${SIM.refused}: RS_ERROR_USER_DISABLED`]);
  // The wallet as booked, through the limited withdraw-only session an excluded player may still open.
  const login = await api.post('/api/auth/login', { data: { username: player.username, password: player.password, withdrawOnly: true } });
  const limited = (await login.json()) as { success: boolean; message: string; data: { token: string } };
  expect(limited.success, limited.message).toBe(true);
  expect(await walletDigits(limited.data.token)).toBe(before);
  await page.clock.resume();
  await expect(page.getByText(/^Your time-out or self-exclusion is in force until .+ \(Istanbul time\), so you have been logged out on every device\.$/)).toBeVisible();
});
