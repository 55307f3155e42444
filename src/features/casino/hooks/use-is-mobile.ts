import { useSyncExternalStore } from 'react';

/** Below this width the game opens in a modal instead of a full page (docs/product.md §2 Game play, §9 breakpoint 900 px). */
export const MOBILE_MAX_PX = 900;
const QUERY = `(max-width: ${MOBILE_MAX_PX - 0.02}px)`;

/** Null where the environment has no matchMedia (old engines, jsdom): treated as desktop. */
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the viewport is narrower than 900 px now, read when asked (a click's handler): no subscription, so nothing
 * re-renders on resizes or when hydration ends (the server renders as desktop; issue 21 item 3: TBT).
 */
export function isMobileViewport(): boolean {
  return media()?.matches ?? false;
}

/** True while the viewport is narrower than 900 px; follows resizes (for what is drawn differently on a phone). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
