import { useEffect, useState } from 'react';
import { useHydrated } from '@site/lib/use-hydrated';

/** Below this width the game opens in a modal instead of a full page (docs/product.md §2 Game play, §9 breakpoint 900 px). */
export const MOBILE_MAX_PX = 900;
const QUERY = `(max-width: ${MOBILE_MAX_PX - 0.02}px)`;

/** Null where the environment has no matchMedia (the server, old engines, jsdom): treated as desktop. */
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/**
 * Whether the viewport is narrower than 900 px now, read when asked (a click's handler): no subscription, so nothing
 * re-renders on resizes or when hydration ends (the server renders as desktop; docs/performance.md: TBT).
 */
export function isMobileViewport(): boolean {
  return media()?.matches ?? false;
}

/**
 * True while the viewport is narrower than 900 px; follows resizes (for what is drawn differently on a phone). False on
 * the server and while the browser hydrates its HTML (the server knows no viewport), then the browser's answer, switched
 * in with the page's other after-hydration switches (useHydrated: a transition). Not useSyncExternalStore: a store
 * whose browser value differs from the server's is re-rendered urgently right after hydration, in its task (TBT).
 */
export function useIsMobile(): boolean {
  const hydrated = useHydrated();
  const [mobile, setMobile] = useState(isMobileViewport);
  useEffect(() => {
    const list = media();
    if (!list) return undefined;
    const update = () => setMobile(list.matches);
    update(); // a change between the first render and now
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return hydrated && mobile;
}
