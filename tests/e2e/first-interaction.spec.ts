import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { isPhone, openLogin, useLanguage } from './support';

/**
 * Issue 21 item 4: the first interactions of a visitor on the home page — open the side menu, open the login dialog —
 * answer in under 100 ms at 4× CPU slowdown. The page is loaded fresh and left to settle, then Chromium's CPU is
 * slowed 4× through CDP (Emulation.setCPUThrottlingRate) and each control is clicked once. The figure is the Event
 * Timing API's duration of that click's interaction (PerformanceObserver type 'event', durationThreshold 16 ms,
 * buffered): the longest entry with the click's interactionId, from the input through the handlers to the next paint
 * (Chromium rounds it to 8 ms), printed and added to the test's annotations with its parts (input delay, handlers,
 * time to the next paint). An interaction faster than 16 ms has no entry; it still counts in
 * performance.interactionCount, so it is recorded as "< 16 ms" rather than missed. Each control is clicked as the
 * first interaction of a fresh page load. The CI machine is shared (2 cores, other jobs), and a busy machine only
 * ever adds time: a figure over the limit is taken again on a new load, up to 5 times, and the control fails when
 * every attempt is over the limit (a 200 ms busy loop in the click handler fails all five). Phone: menu from the
 * header, login from the bottom bar; desktop: menu and login from the header.
 */
const LIMIT_MS = 100;
/** Fresh page loads per control before a figure over the limit fails the test. */
const ATTEMPTS = 5;
const THRESHOLD_MS = 16;

interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
  /** Input delay, processing (the handlers) and presentation (until the next paint), ms; they add up to `duration`. */
  delay: number;
  processing: number;
  presentation: number;
}

declare global {
  interface Window {
    __eventTimings?: EventEntry[];
  }
}

/** Starts collecting Event Timing entries (all buffered ones since navigation, then every new one). */
async function observeEventTiming(page: Page): Promise<void> {
  await page.evaluate((durationThreshold) => {
    const store: EventEntry[] = [];
    window.__eventTimings = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        const { name, interactionId, duration, startTime, processingStart, processingEnd } = entry;
        store.push({
          name,
          interactionId,
          duration,
          startTime,
          delay: Math.round(processingStart - startTime),
          processing: Math.round(processingEnd - processingStart),
          presentation: Math.round(startTime + duration - processingEnd),
        });
      }
    }).observe({ type: 'event', durationThreshold, buffered: true } as PerformanceObserverInit);
  }, THRESHOLD_MS);
}

const interactionCount = (page: Page) => page.evaluate(() => (performance as Performance & { interactionCount: number }).interactionCount);

/**
 * Clicks `control` (through `click`, which also waits for its visible result), then returns the Event Timing
 * duration (ms) of that click's interaction: the longest entry among those of the first new interactionId.
 * Returns 0 when the browser counted the interaction but reported no entry (it took under 16 ms).
 */
async function measureClick(page: Page, label: string, click: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => ({ now: performance.now(), seen: (window.__eventTimings ?? []).map((e) => e.interactionId) }));
  const countBefore = await interactionCount(page);
  await click();
  // Entries arrive after the next paint; wait for the click's pointerup/click (or the count that shows it was fast).
  let entries: EventEntry[] = [];
  await expect
    .poll(
      async () => {
        const all = await page.evaluate(() => window.__eventTimings ?? []);
        entries = all.filter((e) => e.startTime >= before.now && !before.seen.includes(e.interactionId));
        return entries.some((e) => e.name === 'click' || e.name === 'pointerup') || (await interactionCount(page)) > countBefore;
      },
      { message: `${label}: the browser recorded the interaction` },
    )
    .toBe(true);
  // Give the observer one more frame to deliver the click's entries when the count moved first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  entries = (await page.evaluate(() => window.__eventTimings ?? [])).filter((e) => e.startTime >= before.now && !before.seen.includes(e.interactionId));
  const firstId = Math.min(...entries.map((e) => e.interactionId));
  const ofClick = entries.filter((e) => e.interactionId === firstId);
  const duration = ofClick.length > 0 ? Math.max(...ofClick.map((e) => e.duration)) : 0;
  const shown = duration === 0 ? `< ${THRESHOLD_MS} ms` : `${duration} ms`;
  const detail =
    ofClick.map((e) => `${e.name} ${e.duration} = ${e.delay} delay + ${e.processing} handlers + ${e.presentation} to paint`).join('; ') ||
    'no entry over 16 ms';
  test.info().annotations.push({ type: 'event-timing', description: `${label}: ${shown} at 4× CPU (${detail})` });
  console.log(`event timing ${test.info().project.name} ${label}: ${shown} at 4× CPU (${detail})`);
  return duration;
}

/** Loads / fresh, waits until it has settled, then slows the CPU 4× and starts observing Event Timing. */
async function settledHome(page: Page, cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto('/');
  // Settled: the home page's content has arrived and the network is quiet (the banner, rows and idle prefetches).
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'loaded');
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await observeEventTiming(page);
}

test('opening the menu and the login dialog answers within 100 ms at 4× CPU slowdown', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  const cdp = await page.context().newCDPSession(page);
  const controls: { label: string; open: () => Promise<void> }[] = [
    {
      label: 'open menu (header)',
      open: async () => {
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
      },
    },
    { label: `open login (${isPhone(page) ? 'bottom bar' : 'header'})`, open: () => openLogin(page) },
  ];
  const failures: string[] = [];
  for (const { label, open } of controls) {
    // Each click is the first interaction of a fresh page. This machine's other work only ever adds time, so a
    // figure over the limit is measured again on a new page load, up to ATTEMPTS times; all figures are recorded.
    const figures: number[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      await settledHome(page, cdp);
      figures.push(await measureClick(page, `${label}, attempt ${attempt}`, open));
      if (figures[figures.length - 1] < LIMIT_MS) break;
    }
    if (Math.min(...figures) >= LIMIT_MS) failures.push(`${label}: ${figures.join(', ')} ms (limit ${LIMIT_MS} ms)`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(failures, 'Event Timing durations of the first interactions at 4× CPU slowdown').toEqual([]);
});
