/**
 * The only script a server-rendered page starts with (docs/performance.md; docs/architecture.md "Server-rendered pages").
 * server/site-config/ssr.ts puts it in place of the app's module scripts, naming them in its `data-app` attribute
 * (space-separated URLs). It:
 * 1. holds what the player does to the server's HTML until the app has hydrated it (holdEarlyInput): a tap on
 *    "Login" or "Play" while the scripts load is replayed, not lost; src/main.tsx takes the release from
 *    `window.siteEarlyInput`;
 * 2. waits until the page's LCP picture has been painted (or MAX_HOLD_MS), and only then
 * 3. imports the app's scripts.
 *
 * Why wait before even downloading: the app is one ~160 KB (gzip) module that evaluates in one long task. Fetched
 * with the page, it competes with the LCP picture for the phone's bandwidth and, evaluated as soon as it arrives,
 * holds that picture's paint back; measured, the LCP of `/` then counted the whole script. After the paint, it delays
 * nothing a player sees: the page is there, its links work, and taps are held.
 *
 * It must stay a file of its own: it imports nothing and nothing of the app imports it (a module shared with the app
 * would put the app's chunk in its imports; scripts/report-size.ts fails when the built file imports anything).
 */

/** The longest the app waits for the LCP picture's paint, ms. */
export const MAX_HOLD_MS = 2_500;

/** The server-rendered LCP picture of `doc` (the one ssr.ts preloads with fetchpriority="high"), or null. */
export function lcpPicture(doc: Document): HTMLImageElement | null {
  const href = doc.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')?.getAttribute('href');
  if (!href) return null;
  for (const image of doc.querySelectorAll<HTMLImageElement>('#root img')) if (image.getAttribute('src') === href) return image;
  return null;
}

/**
 * After the picture's load, how long the app waits at most for the browser to report the picture's paint as the page's
 * largest contentful paint, ms: when the picture is not the largest thing painted, no report names it.
 */
export const PAINT_REPORT_MS = 250;

/**
 * Resolves once `image` has loaded (or failed) and has been painted, or after `maxMs`. Painted means: the browser has
 * reported it as the largest contentful paint (a PerformanceObserver entry naming it, sent once the frame is on screen),
 * or PAINT_REPORT_MS after the load without such a report; where the browser has no such reports, one frame after the
 * load. A frame alone is not enough where there are: the frame's paint is on screen some milliseconds after it, and the
 * app's download started in between counts in the LCP that Lighthouse simulates (docs/performance.md: one run in three).
 */
export function afterPaintOf(image: HTMLImageElement, maxMs: number): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  const painted = loaded.then(
    () =>
      new Promise<void>((resolve) => {
        const reports = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
        if (!reports) {
          requestAnimationFrame(() => setTimeout(resolve, 0));
          return;
        }
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) done();
        });
        const timer = setTimeout(done, PAINT_REPORT_MS);
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/**
 * Holds what a player does to `root`'s server-rendered markup before it is hydrated and replays it after: text typed
 * into a field (React resets the field to its state when it hydrates) is typed in again, then the clicks on buttons
 * and links are clicked again. Returns the release function (idempotent).
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('button, a[href], [role="button"], summary, label');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  const keep = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('input', keep, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('click', hold, true);
    root.removeEventListener('input', keep, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // Cleared through the element (React's change tracking notes ''), then set through the prototype's setter, which
      // the tracking does not see: the input event then reads as a change and the field's onChange runs.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const target of held) if (target.isConnected) target.click();
  };
}

/** The app's script URLs this script was given (its `data-app`), in order. */
export function appScripts(doc: Document): string[] {
  // Paths on this site only ('/assets/…', not '//host/…').
  return (doc.querySelector('script[data-app]')?.getAttribute('data-app') ?? '').split(' ').filter((url) => /^\/(?!\/)/.test(url));
}

/** The local storage key of the player's chosen language: src/lib/locale.ts LANGUAGE_STORAGE_KEY (a test keeps them equal). */
export const LANGUAGE_KEY = 'lang';

/**
 * Whether the page was rendered in another language than the one the player chose (stored, but no `lang` cookie told
 * the server yet): the app then renders the page anew instead of hydrating it, so the page is taken down at once,
 * nothing is held and nothing waits.
 */
export function renderedInOtherLanguage(doc: Document, storage: Pick<Storage, 'getItem'> | null): boolean {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Storage refused (privacy settings): the app falls back to the default language, as the server did.
  }
  return stored !== null && stored !== doc.documentElement.lang;
}

/** Holds input, waits for the LCP paint, then imports the app (steps 1–3 above). */
async function boot(doc: Document): Promise<void> {
  const root = doc.getElementById('root');
  const otherLanguage = renderedInOtherLanguage(doc, typeof localStorage === 'undefined' ? null : localStorage);
  // Taken by src/main.tsx (window.siteEarlyInput: src/ssr/early-input.d.ts).
  if (root && !otherLanguage) window.siteEarlyInput = holdEarlyInput(root);
  // In another language, the page goes at once (src/main.tsx renders it anew): nothing on it is tapped in vain.
  if (root && otherLanguage) root.replaceChildren();
  const picture = otherLanguage ? null : lcpPicture(doc);
  if (picture) await afterPaintOf(picture, MAX_HOLD_MS);
  // Fetched together; the browser evaluates them in their import order.
  await Promise.all(appScripts(doc).map((url) => import(/* @vite-ignore */ url)));
}

if (typeof document !== 'undefined' && document.querySelector('script[data-app]')) {
  boot(document).catch((error: unknown) => console.error('The site could not start', error));
}
