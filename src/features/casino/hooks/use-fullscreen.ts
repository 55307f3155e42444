import { useCallback, useEffect, useState, type RefObject } from 'react';

/** True when the browser lets a page put an element in full screen (the Fullscreen API; not iPhone Safari). */
export function fullscreenSupported(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function';
}

/**
 * Full screen for the game stage (docs/fun-mode.md). With the Fullscreen API the element fills the screen and the browser's
 * own Escape leaves it; without it (or when the browser refuses) `fallback` is true and the caller lays the element
 * over the whole window itself (CSS), Escape leaving it here, before any dialog sees the key. `active` covers both.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (!fallback) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopImmediatePropagation();
      setFallback(false);
    };
    // Capture on window: runs before the game dialog's Escape (which would close the game).
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [fallback]);

  // Leaving the page (or closing the game) must not leave the document in full screen.
  useEffect(
    () => () => {
      if (document.fullscreenElement && document.fullscreenElement === ref.current) void document.exitFullscreen().catch(() => undefined);
    },
    [ref],
  );

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (fallback) {
      setFallback(false);
    } else if (document.fullscreenElement === element) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (fullscreenSupported()) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [fallback, ref]);

  return { active: native || fallback, fallback, toggle };
}
