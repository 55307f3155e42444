import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled down past `threshold` px, false again as soon as the visitor scrolls up or
 * returns above the threshold (docs/product.md §2 Header: hides after 100 px; §9).
 */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // The header mounts with the page at its top, so the first scroll is measured from 0: reading scrollY here would
    // force a layout of the whole page inside the hydration task (docs/performance.md: TBT).
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
