import { useEffect, type RefObject } from 'react';

/**
 * CSS custom property on <html>: how many px of the sticky site header are on screen now, 0 while it is hidden on
 * scroll (docs/product.md §2 Header: hides past 100 px, returns on scroll up). Content that sticks to the top of the page uses
 * `top: var(--header-offset, 0px)`, so the header never covers it and no gap is left when it hides.
 */
export const HEADER_OFFSET_VAR = '--header-offset';

/** CSS custom property on <html>: the header's full height in px, shown or not (where it will be when it returns). */
export const HEADER_HEIGHT_VAR = '--header-height';

/** The CSS `top` of content that sticks just under the site header. */
export const BELOW_HEADER_TOP = `var(${HEADER_OFFSET_VAR}, 0px)`;

/** The header's full height in px as published (0 before the header has rendered). */
export function headerHeightPx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(HEADER_HEIGHT_VAR)) || 0;
}

/** Publishes the header's visible height (its box while shown, 0 while `hidden`) and its full height. */
export function usePublishHeaderOffset(ref: RefObject<HTMLElement | null>, hidden: boolean): void {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => {
      root.style.setProperty(HEADER_OFFSET_VAR, `${hidden ? 0 : element.offsetHeight}px`);
      root.style.setProperty(HEADER_HEIGHT_VAR, `${element.offsetHeight}px`);
    };
    // A ResizeObserver reports the first size after the browser's own next layout; reading offsetHeight here would
    // force that layout of the whole page inside the hydration task (docs/performance.md: TBT).
    if (typeof ResizeObserver === 'undefined') {
      publish();
      return;
    }
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hidden]);
}

/**
 * CSS custom property on <html>: the height in px of a bar that sticks just under the header (the lobby's filters,
 * docs/lobby.md), 0 when the page has none. The page's scroll-padding-top adds it to the header's height, so a
 * control that keyboard focus scrolls to lands below both (WCAG 2.4.11 Focus Not Obscured, docs/accessibility.md).
 */
export const STICKY_BELOW_HEADER_VAR = '--sticky-below-header';

/** Publishes the height of `ref`, a bar sticking under the header, while it is on the page (0 once it leaves). */
export function usePublishStickyBelowHeader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => root.style.setProperty(STICKY_BELOW_HEADER_VAR, `${element.offsetHeight}px`);
    // As above: the observer's first report comes after the browser's next layout, without forcing one now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (observer) observer.observe(element);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.setProperty(STICKY_BELOW_HEADER_VAR, '0px');
    };
  }, [ref]);
}
