/**
 * Lobby search as a player on a phone sees it (docs/lobby.md "Search", docs/performance.md): a server with 5,000
 * games (SEED_GAMES=5000), `/casino/slot` at 390x844 in Debian's Chromium, the list hydrated, then "bonanza" typed
 * into the search box one key at a time. The page itself records, on every animation frame, what the grid shows;
 * a frame "answers" a typed prefix when the grid holds only its games: at least one tile, every tile on it named
 * with the prefix, and as many games in the grid as the slot list holds for it (the page's own answer) or as the
 * server's name lookup finds (its answer). The figures, at full CPU and with the CPU slowed 4× (Lighthouse's phone;
 * CDP Emulation.setCPUThrottlingRate): the time from the last key to the first frame answering the whole term, to
 * the server's own answer on screen (aria-busy off), and the slowest key (keydown → the first frame answering what
 * was typed by then, or more). Any frame after the first answer that shows something else (the full list, the
 * empty state, the skeleton) is counted as a flash. The worst interaction while typing (Event Timing API) shows
 * typing stays smooth.
 */
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@scripts/chromium-args';
import { foldSearchText } from '@contracts/domain/search-fold';
import { startPlatform } from './processes';

/** What the player types, and how long between two keys (ms): a brisk thumb. */
export const SEARCH_TEXT = 'bonanza';
export const KEY_DELAY_MS = 120;
/** CPU rates measured: 1 (this machine) and 4 (Lighthouse's phone). */
const RATES = [1, 4] as const;

export interface SearchRun {
  /** Last key → first frame with only matching tiles, ms. */
  shown: number;
  /** Last key → the server's answer on screen (aria-busy false, only matching tiles), ms. */
  settled: number;
  /** The slowest key: keydown → the first frame answering the text typed by then (or a longer one), ms. */
  slowestKey: number;
  /** Frames after the first matching one that showed something else. */
  flashes: number;
  /** Longest keyboard interaction while typing (Event Timing duration), ms. */
  worstInteraction: number;
}

export interface SearchResult {
  cpuRate: number;
  runs: SearchRun[];
}

interface PageRecord {
  keys: number[];
  /**
   * Frames in time order, each when what it shows changed or first after a key: `answers` is how many letters of
   * the term the grid answers (0: none of the prefixes, e.g. the full list, the skeleton or the empty state).
   */
  frames: { t: number; answers: number; settled: boolean }[];
  worst: number;
}

/**
 * Starts recording in the page: keydown times, and every animation frame's grid state when it changes (and the
 * first frame after each key), until `window.__searchBench.stop` is set. Plain JavaScript in a string: tsx's
 * compiled functions call a helper (`__name`) the page does not have.
 */
function installRecorder(page: Page, prefixes: { text: string; counts: number[] }[]): Promise<void> {
  return page.evaluate(`(() => {
    const prefixes = ${JSON.stringify(prefixes)};
    const record = { keys: [], frames: [], worst: 0, stop: false };
    window.__searchBench = record;
    let keyed = false;
    document.addEventListener('keydown', (event) => {
      record.keys.push(event.timeStamp);
      keyed = true;
    }, true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) record.worst = Math.max(record.worst, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    let last = '';
    function frame() {
      if (record.stop) return;
      // Now, not the frame's start time (the callback's argument): a key handled in this frame has a later timeStamp.
      const t = performance.now();
      const grid = document.querySelector('[data-testid="game-grid"]');
      let answers = 0;
      if (grid) {
        const names = [...grid.querySelectorAll('[data-testid="game-tile"] strong')].map((el) => (el.textContent || '').toLowerCase());
        const count = Number(grid.getAttribute('data-count'));
        prefixes.forEach((prefix, i) => {
          if (names.length > 0 && prefix.counts.includes(count) && names.every((name) => name.includes(prefix.text))) answers = i + 1;
        });
      }
      const settled = document.querySelector('[aria-busy="false"] [data-testid="game-grid"]') !== null;
      const key = answers + ' ' + settled;
      if (key !== last || keyed) record.frames.push({ t, answers, settled });
      last = key;
      keyed = false;
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  })()`);
}

/** One run: a fresh phone page, hydrated, throttled, the term typed; the figures from the page's record. */
async function runOnce(browser: Browser, base: string, rate: number, catalogue: Catalogue): Promise<SearchRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, locale: 'en-US' });
  try {
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await context.newPage();
    await page.goto(`${base}/casino/slot`);
    await page.waitForSelector('html[data-live]', { timeout: 60_000 });
    await page.waitForSelector(`[aria-busy="false"] [data-testid="game-grid"][data-count="${catalogue.slotCount}"]`, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await installRecorder(page, catalogue.prefixes);
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.click();
    await page.keyboard.type(SEARCH_TEXT, { delay: KEY_DELAY_MS });
    // Done once the server's answer is on screen (what the player ends with); the recorder keeps the timeline.
    const answered = `(() => {
      const frames = window.__searchBench.frames;
      const last = frames[frames.length - 1];
      return last !== undefined && last.answers === ${SEARCH_TEXT.length} && last.settled;
    })()`;
    // Polled from here: the page's CSP (script-src 'self') refuses the string a waitForFunction would evaluate there.
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate<boolean>(answered))) {
      if (Date.now() > deadline) throw new Error('lobby search: no answer on screen within 30 s of the last key');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A little longer, so a flash after the server's answer would be seen too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const record = await page.evaluate<PageRecord>('(() => { const r = window.__searchBench; r.stop = true; return { keys: r.keys, frames: r.frames, worst: r.worst }; })()');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return figures(record);
  } finally {
    await context.close();
  }
}

/** The run's figures from the page's timeline (frames are in time order; keys hold every keydown). */
export function figures(record: PageRecord): SearchRun {
  const whole = record.keys.length;
  const lastKey = record.keys[whole - 1];
  const after = record.frames.filter((f) => f.t >= lastKey);
  const shownIndex = after.findIndex((f) => f.answers === whole);
  const settled = after.find((f) => f.answers === whole && f.settled);
  if (shownIndex < 0 || !settled) throw new Error('lobby search: the grid never showed only matching games');
  const keyTimes = record.keys.map((key, i) => {
    const answer = record.frames.find((f) => f.t >= key && f.answers >= i + 1);
    return answer ? answer.t - key : Infinity;
  });
  return {
    shown: Math.round(after[shownIndex].t - lastKey),
    settled: Math.round(settled.t - lastKey),
    slowestKey: Math.round(Math.max(...keyTimes)),
    flashes: after.slice(shownIndex).filter((f) => f.answers !== whole).length,
    worstInteraction: Math.round(record.worst),
  };
}

/** The slot list's length, and each prefix of the term with the game counts that answer it (the page's, the server's). */
interface Catalogue {
  slotCount: number;
  prefixes: { text: string; counts: number[] }[];
}

/** POST api/casino/games `body` → its games. */
async function lookup(base: string, body: object): Promise<{ name: string; isLive: boolean }[]> {
  const reply = await fetch(`${base}/api/casino/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!reply.ok) throw new Error(`lobby search: casino/games answered ${reply.status}`);
  return ((await reply.json()) as { data: { name: string; isLive: boolean }[] }).data;
}

async function readCatalogue(base: string): Promise<Catalogue> {
  const all = await lookup(base, { systemCategory: 'slot' });
  const slot = all.filter((game) => !game.isLive);
  const prefixes = [];
  for (let i = 1; i <= SEARCH_TEXT.length; i += 1) {
    const text = SEARCH_TEXT.slice(0, i);
    const local = slot.filter((game) => foldSearchText(game.name).includes(foldSearchText(text))).length;
    const server = (await lookup(base, { live: false, search: text })).length;
    prefixes.push({ text, counts: [local, server] });
  }
  return { slotCount: all.length, prefixes };
}

/**
 * `runs` runs at each CPU rate against a server of its own on `port` (SEED_GAMES=5000, PGlite in memory, dist/ as
 * built). Returns every run; report.ts prints the median and the worst.
 */
export async function measureLobbySearch(port: number, runs: number): Promise<SearchResult[]> {
  const base = `http://127.0.0.1:${port}`;
  const server = await startPlatform(port, { env: { SEED_GAMES: '5000' } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const catalogue = await readCatalogue(base);
    const results: SearchResult[] = [];
    for (const rate of RATES) {
      const result: SearchResult = { cpuRate: rate, runs: [] };
      for (let i = 0; i < runs; i += 1) result.runs.push(await runOnce(browser, base, rate, catalogue));
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
