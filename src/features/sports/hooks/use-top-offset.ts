import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Distance in px from the top of the document to `element` (header, notices and breadcrumbs above it),
 * measured on mount and on resize, so the element can fill the rest of the first viewport:
 * `height: calc(100dvh - <offset>px - <bottom bar>)`. Null until measured.
 */
export function useTopOffset(element: RefObject<HTMLElement | null>): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const node = element.current;
      if (node) setOffset(Math.ceil(node.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);
  return offset;
}
