import { startTransition, useCallback, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { siteConfig } from '@site/lib/config';
import { useHydrated } from '@site/lib/use-hydrated';

/**
 * The fade of a picture once it has loaded, in ms: config/site.json `delays.fadeInMs` (docs/product.md §9: fade-in
 * 500 ms; docs/operators.md). 0 = pictures appear at once. Read at each render, so a test or a run-time config sees its
 * own value. Under prefers-reduced-motion the global style cuts every transition short (src/app/theme-provider.tsx).
 */
export const fadeInMs = (): number => siteConfig.delays.fadeInMs;

/**
 * An `<img>` that stays transparent until its picture has loaded, then fades in over `delays.fadeInMs`, instead of
 * popping in line by line (game tiles, promotion cards). A picture already in the cache shows at once; a broken one
 * is shown as the browser draws it. Its box is the same from the start (width/height), so nothing moves. With
 * fetchPriority="high" (the page's LCP image) there is no fade, and none for a picture that came in the server's HTML
 * (docs/architecture.md "Server-rendered pages"): it shows as the page paints, without waiting for the scripts (and without them).
 */
export function FadeInImage({
  alt,
  onLoad,
  onError,
  style,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [shownSrc, setShownSrc] = useState<string | undefined>(undefined);
  // Rendered on the server or by the hydrating render (the same markup): true for the life of this image.
  const hydrated = useHydrated();
  const [inServerHtml] = useState(!hydrated);
  const shown = shownSrc === props.src;
  const ms = fadeInMs();
  const show = useCallback(() => setShownSrc(props.src), [props.src]);
  // A cached picture may be complete before React attaches onLoad: it is shown at once, before the browser draws it (its
  // fade's opacity 0, set by this commit, is lifted here, so it is never drawn hidden and does not fade), and its state
  // follows in a transition. A ref runs in the commit, where an urgent update would be rendered at once, in the same
  // task: the hydrating commit (every picture of the server's HTML) or the lobby's swap to its virtual grid, whose
  // tiles re-render and the page's effects run with it (docs/performance.md: TBT).
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete || img.naturalWidth === 0) return;
      if (img.style.opacity === '0') img.style.opacity = '1';
      startTransition(show);
    },
    [show],
  );
  // A page's LCP image (fetchpriority=high) and any picture of the server's HTML show at once: they must not wait for
  // hydration (docs/performance.md: LCP, and the page as the server sent it).
  const fade = ms > 0 && !inServerHtml && props.fetchPriority !== 'high' ? { opacity: shown ? 1 : 0, transition: `opacity ${ms}ms ease-out` } : undefined;
  return (
    <img
      {...props}
      alt={alt}
      ref={ref}
      data-loaded={shown}
      style={fade ? { ...style, ...fade } : style}
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
        show();
        onLoad?.(event);
      }}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        show();
        onError?.(event);
      }}
    />
  );
}
