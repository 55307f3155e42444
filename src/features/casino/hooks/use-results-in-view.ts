import { useEffect, useRef } from 'react';
import { headerHeightPx } from '@site/lib/header-offset';

/**
 * Keeps a changed result list in view under a sticky filter bar. When `key` (the lookup term,
 * chip and provider) changes while the page is scrolled past the top of the results, the page jumps at once (no
 * smooth scroll through thousands of rows) so the first results sit right under the bar; the header, which
 * returns on any scroll up, is allowed for. Returns the refs for the bar and for the results.
 */
export function useResultsInView(key: string) {
  const barRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const barBox = barRef.current?.getBoundingClientRect();
    const resultsBox = resultsRef.current?.getBoundingClientRect();
    if (!barBox || !resultsBox || resultsBox.top >= barBox.bottom) return;
    // Where the bar's bottom will be once the header is back on screen after this scroll up.
    const barBottom = headerHeightPx() + barBox.height;
    window.scrollTo({ top: Math.max(0, window.scrollY + resultsBox.top - barBottom), behavior: 'instant' });
  }, [key]);
  return { barRef, resultsRef };
}
