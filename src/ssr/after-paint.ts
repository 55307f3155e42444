/**
 * The first module the browser evaluates (src/main.tsx imports it first): on a server-rendered page it holds the
 * evaluation of the rest of the app until the page's LCP picture has been painted (issue 21 item 3, LCP).
 *
 * Why: the app's scripts are one large module that evaluates in one long task as soon as the HTML is parsed. When that
 * task starts before the LCP picture (already downloaded) is painted, the picture waits for it: on a phone the LCP
 * moved by the whole evaluation (~250 ms at 4× CPU). Holding the evaluation with a top-level await until the picture's
 * frame is out puts the paint first; the scripts have been downloaded and compiled meanwhile, so hydration starts no
 * later than one frame after the picture.
 *
 * The LCP picture is the one server/site-config/ssr.ts preloads (`<link rel="preload" as="image" fetchpriority="high">`)
 * and the page shows in #root. No such picture (the client shell, a page without pictures): nothing is held. The hold
 * never lasts longer than MAX_HOLD_MS (a picture that never loads, a tab in the background where no frame is painted).
 */

/** The longest the app waits for the LCP picture's paint, ms. */
export const MAX_HOLD_MS = 2_500;

/** The server-rendered LCP picture of `doc`, or null. */
export function lcpPicture(doc: Document): HTMLImageElement | null {
  const href = doc.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')?.getAttribute('href');
  if (!href) return null;
  for (const image of doc.querySelectorAll<HTMLImageElement>('#root img')) if (image.getAttribute('src') === href) return image;
  return null;
}

/** Resolves once `image` has loaded (or failed) and a frame has been painted after that, or after `maxMs`. */
export function afterPaintOf(image: HTMLImageElement, maxMs: number): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  // requestAnimationFrame runs right before the next frame is painted; a task queued from it runs after that paint.
  const painted = loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/**
 * Resolves in a new task, so the browser may paint and handle input in between: the long start-up work is cut into
 * tasks that each block the page for less time (issue 21 item 3: TBT counts every task's time over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const picture = typeof document === 'undefined' ? null : lcpPicture(document);
if (picture) await afterPaintOf(picture, MAX_HOLD_MS);
