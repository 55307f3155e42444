import { useSyncExternalStore } from 'react';

/** The media query of WCAG 2.3.3 (docs/accessibility.md): the player asked the system for less motion. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the player's system asks for reduced motion (`prefers-reduced-motion: reduce`), read now; false where
 * matchMedia is missing (jsdom, old browsers). The one place scripted motion asks (confetti, carousel autoplay);
 * CSS motion is cut short by the global style in src/app/theme-provider.tsx. Source: WCAG 2.3.3, docs/accessibility.md.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** prefersReducedMotion() as a hook: re-renders when the player changes the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
