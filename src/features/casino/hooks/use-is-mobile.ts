import { useSyncExternalStore } from 'react';

/** Below this width the game opens in a modal instead of a full page (spec §2 Game play, §9 breakpoint 900 px). */
export const MOBILE_MAX_PX = 900;
const QUERY = `(max-width: ${MOBILE_MAX_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True while the viewport is narrower than 900 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
