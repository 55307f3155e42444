import type { Page } from '@playwright/test';

/** A layout shift as the browser reported it, with the elements that moved (for the failure message). */
export interface ShiftEntry {
  value: number;
  time: number;
  sources: string[];
}

/**
 * Starts recording layout shifts before the page's own scripts run (PerformanceObserver 'layout-shift', buffered),
 * counting only shifts without recent input — the ones Cumulative Layout Shift counts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: { value: number; time: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof store }).__shifts = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
            : '?';
        });
        store.push({ value: entry.value, time: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * CLS as Lighthouse and web-vitals define it: the largest session window of shifts (gap under 1 s, window at
 * most 5 s). Returns the value and the shifts seen.
 */
export async function cumulativeLayoutShift(page: Page): Promise<{ cls: number; shifts: ShiftEntry[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: ShiftEntry[] }).__shifts);
  let cls = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { time: t, value: v } of shifts) {
    if (t - last > 1000 || t - first > 5000) {
      current = 0;
      first = t;
    }
    current += v;
    last = t;
    cls = Math.max(cls, current);
  }
  return { cls, shifts };
}

/**
 * Resolves once the page's late content has arrived and been laid out: its web fonts are loaded, every image that is
 * loading (not a lazy one still off screen) has loaded or failed, then a frame has been drawn and the main thread has
 * gone idle, so the shifts that content caused have been reported. The signal CLS is read at, instead of a sleep.
 */
export async function lateContentArrived(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((img) => {
      if (img.complete) return false;
      const box = img.getBoundingClientRect();
      return img.loading !== 'lazy' || (box.bottom >= 0 && box.top <= window.innerHeight);
    });
    await Promise.all(
      loading.map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    );
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve())));
  });
}
