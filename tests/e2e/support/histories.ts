import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { advancePlayerClock } from './protection';
import { isPhone, type PlayerCredentials } from './session';

/** Helpers of the histories journeys (docs/histories.md): money and rounds made through the real calls. */

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-locale': 'en' });

/**
 * Demo-slot rounds of ₺`stake` each (launch, then spin as the game frame does): at least `min`, and more up to
 * `max` until one has won, so the history has a round with both a bet and a win line. Returns how many were played.
 * Between spins the player's clock moves 3 s on (POST /api/test/clock), past the profile's minimum game cycle.
 */
export async function playRounds(request: APIRequestContext, token: string, username: string, min: number, max: number, stake = 1): Promise<number> {
  const launch = (await (await request.post('/api/casino/pragmaticlaunchurl', { headers: auth(token), data: { code: 'pp-001' } })).json()) as { data: string };
  const session = new URL(launch.data, 'http://x').searchParams.get('session');
  let won = false;
  let played = 0;
  while (played < min || (!won && played < max)) {
    if (played > 0) await advancePlayerClock(request, username, 3_000);
    const spin = await request.post('/demo/games/api/spin', { headers: { 'x-locale': 'en' }, data: { session, stake } });
    expect(spin.ok(), await spin.text()).toBe(true);
    won ||= ((await spin.json()) as { data: { win: number } }).data.win > 0;
    played += 1;
  }
  return played;
}

/** One single bet of ₺`stake` at the first sportsbook (fcg) on its first live selection, left open. */
export async function placeSportBet(request: APIRequestContext, player: PlayerCredentials, stake: number): Promise<void> {
  const login = (await (await request.post('/api/auth/login', { data: { username: player.username, password: player.password } })).json()) as {
    data: { betsyToken: string; betsyCid: string };
  };
  const events = (await (await request.get('/demo/sportsbook/fcg/api/events')).json()) as { data: { live: { selections: { id: number; odds: number }[] }[] } };
  const selection = events.data.live[0].selections[0];
  const r = await request.post('/demo/sportsbook/fcg/api/bet', {
    headers: { 'x-locale': 'en' },
    data: { token: login.data.betsyToken, cid: login.data.betsyCid, selectionId: selection.id, stake, odds: selection.odds },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** The body rows of the history table (cards on phones), detail rows left out. */
export function historyRows(page: Page): Locator {
  return page.locator('table tbody tr:not([data-detail])');
}

/** The value of one total ("deposits", "net", "bet" …) of the filtered range. */
export function total(page: Page, key: string): Locator {
  return page.locator(`[data-total="${key}"] dd`);
}

/**
 * Pictures for a review note when HISTORIES_SHOTS_DIR is set, named by the viewport: <name>-<phone|desktop>.png
 * (the screen as the player sees it) and <name>-<phone|desktop>-list.png (the whole history section).
 */
export async function shot(page: Page, name: string, section: Locator): Promise<void> {
  const dir = process.env.HISTORIES_SHOTS_DIR;
  if (!dir) return;
  const size = isPhone(page) ? 'phone' : 'desktop';
  // Desktop: the page from the top; phone: from the totals, the first cards under them (once the header has slid away).
  if (isPhone(page)) {
    await page.getByRole('region', { name: 'Totals for the selected period' }).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  } else {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  // The header's slide (a one-shot transition); the Deposit button's repeating pulse is left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      const oneShot = Number(a.effect?.getTiming().iterations ?? 1) <= 1;
      return a.playState !== 'running' || !oneShot || !target?.closest('header');
    }),
  );
  await page.screenshot({ path: `${dir}/${name}-${size}.png` });
  await section.screenshot({ path: `${dir}/${name}-${size}-list.png` });
}
