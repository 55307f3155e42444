import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { keyframes, css } from '@emotion/react';
import { prefersReducedMotion } from '@site/lib/reduced-motion';

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  15% { transform: rotate(14deg); }
  30% { transform: rotate(-12deg); }
  45% { transform: rotate(9deg); }
  60% { transform: rotate(-6deg); }
  75% { transform: rotate(3deg); }
`;

/** Wrapper that rings its content while `data-shaking="true"`; still under prefers-reduced-motion. */
export function Shake(props: ComponentProps<'span'>) {
  return <span css={shakeCss} {...props} />;
}

const shakeCss = css({
  position: 'relative',
  display: 'inline-grid',
  transformOrigin: '50% 10%',
  "&[data-shaking='true']": {
    animation: `${shake} 800ms ease-in-out`,
  },
  '@media (prefers-reduced-motion: reduce)': {
    "&[data-shaking='true']": {
      animation: 'none',
    },
  },
});

/**
 * True for one shake after `count` changes (docs/product.md §4: "The bell shakes when the number of notifications changes").
 * The first known value (the initial load) does not shake; undefined (loading, logged out) is ignored; nothing shakes
 * while the player asks for reduced motion (src/lib/reduced-motion.ts).
 * Spread the result on `Shake`: `<Shake {...shakeProps}>`.
 */
export function useShakeOnChange(count: number | undefined): { 'data-shaking': boolean; onAnimationEnd: () => void } {
  const previous = useRef<number | undefined>(undefined);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (count === undefined) return;
    const before = previous.current;
    previous.current = count;
    // Under reduced motion nothing rings (WCAG 2.3.3): no animation would end to reset the flag either.
    if (before !== undefined && before !== count && !prefersReducedMotion()) setShaking(true);
  }, [count]);
  return { 'data-shaking': shaking, onAnimationEnd: () => setShaking(false) };
}
