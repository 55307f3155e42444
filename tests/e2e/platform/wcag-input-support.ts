import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Helpers of tests/e2e/platform/wcag-input.spec.ts (docs/accessibility.md: WCAG 2.2 input, timing and motion criteria that axe cannot judge).
 */

/**
 * WCAG 3.3.8: a credential field a password manager can fill and a player can paste into. Checks its `autocomplete`
 * token (e.g. 'current-password', 'one-time-code'), that it sits in a `<form>` (password managers save and fill
 * forms), then pastes `text` over its content through the system clipboard (a real paste event, as
 * cashier-support pasteInto; a page that cancels it leaves the field as it was) and expects the field to show
 * `shown` (default: `text`).
 * Needs clipboard permissions (cashier-support grantClipboard).
 */
export async function expectPasteableCredential(
  page: Page,
  field: Locator,
  autocomplete: string | RegExp,
  text: string,
  shown: string | RegExp = text,
): Promise<void> {
  await expect(field).toHaveAttribute('autocomplete', autocomplete);
  expect(await field.evaluate((el) => (el as HTMLInputElement).form !== null), 'the field is in a form').toBe(true);
  // Select what the field holds (a prefilled value, a mask's fixed '+90') and paste over it, as a player does.
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
  await expect(field).toHaveValue(shown);
}

/** WCAG 3.3.8: no cognitive test in `scope` — no captcha or puzzle (by name, class, id or a third-party frame). */
export async function expectNoCaptcha(scope: Locator): Promise<void> {
  await expect(scope.locator('iframe, [class*="captcha" i], [id*="captcha" i], [name*="captcha" i], [data-sitekey]')).toHaveCount(0);
  await expect(scope.getByText(/captcha|puzzle|i am not a robot|robot değilim/i)).toHaveCount(0);
}

/**
 * WCAG 2.2.1 / 4.1.3: records every text change of the live regions inside `scope` (aria-live polite/assertive,
 * role status/alert/log) from now on, so a journey can count what a screen reader would have announced. Read it with
 * liveChanges().
 */
export async function recordLiveChanges(scope: Locator): Promise<void> {
  await scope.evaluate((root) => {
    const selector = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const last = new Map<Element, string>();
    const changes: string[] = [];
    const snapshot = () => {
      for (const region of root.querySelectorAll(selector)) {
        const text = (region.textContent ?? '').trim();
        if (last.has(region) && last.get(region) !== text) changes.push(text);
        last.set(region, text);
      }
    };
    snapshot();
    new MutationObserver(snapshot).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    (window as unknown as { liveChanges: string[] }).liveChanges = changes;
  });
}

/** The live-region texts recorded since recordLiveChanges, oldest first. */
export async function liveChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { liveChanges: string[] }).liveChanges]);
}

type MotionWindow = { motion?: { shakes: number; canvases: number }; shaker?: Element };

/**
 * WCAG 2.3.3: from now on counts the canvases added to the body (canvas-confetti draws on one it adds, and removes it
 * when the burst is over). Read with recordedMotion().
 */
export async function watchCanvases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as MotionWindow;
    w.motion ??= { shakes: 0, canvases: 0 };
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLCanvasElement) w.motion!.canvases += 1;
    }).observe(document.body, { childList: true });
  });
}

/**
 * WCAG 2.3.3: from now on counts the CSS animations that start on `shaker` (animationstart; an `animation: none` under
 * reduced motion starts none). Read with recordedMotion().
 */
export async function watchShakes(shaker: Locator): Promise<void> {
  await shaker.evaluate((el) => {
    const w = window as unknown as MotionWindow;
    w.motion ??= { shakes: 0, canvases: 0 };
    if (w.shaker === el) return;
    w.shaker = el;
    el.addEventListener('animationstart', () => (w.motion!.shakes += 1));
  });
}

/** What moved since the watches started, after two more frames (an animation set in this frame starts in the next). */
export async function recordedMotion(page: Page): Promise<{ shakes: number; canvases: number }> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { ...((window as unknown as MotionWindow).motion ?? { shakes: 0, canvases: 0 }) };
  });
}

/** The home carousel's Swiper state: whether autoplay runs, and the slide wrapper's transition duration in s. */
export async function carouselMotion(page: Page): Promise<{ autoplay: boolean; transitionS: number }> {
  return page.getByTestId('banner-carousel').evaluate((el) => {
    const swiper = (el as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper;
    const wrapper = el.querySelector('.swiper-wrapper')!;
    return { autoplay: swiper.autoplay.running, transitionS: parseFloat(getComputedStyle(wrapper).transitionDuration) };
  });
}
