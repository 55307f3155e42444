import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementBox {
  /** Content width in px (`fallbackWidth` until measured, e.g. in jsdom). */
  width: number;
  /** Distance from the top of the document in px (the window virtualizer's scroll margin). */
  top: number;
}

/** The box of `element` now (reads layout: call it where the layout is clean, or in a layout effect). */
export function measureElementBox(element: HTMLElement): ElementBox {
  return { width: element.clientWidth, top: Math.round(element.getBoundingClientRect().top + window.scrollY) };
}

/**
 * The element's width and document offset, kept current: a ResizeObserver on the element and on the page body
 * (content above it may grow, e.g. when a lobby's count line appears). `initial`, when the caller has measured the
 * same place already (the lobby's server grid it replaces), is the first render's box: the measurement at mount then
 * finds nothing changed, and no second render follows in the same task (docs/performance.md: TBT).
 */
export function useElementBox(ref: RefObject<HTMLElement | null>, fallbackWidth: number, initial?: ElementBox): ElementBox {
  const [box, setBox] = useState<ElementBox>(initial ?? { width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, top } = measureElementBox(element);
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return { width: box.width > 0 ? box.width : fallbackWidth, top: box.top };
}
