import type { ComponentProps } from 'react';
import { type Theme, keyframes, css } from '@emotion/react';

/**
 * How often the pulse on the chat and deposit buttons runs, then the buttons rest: 3 × 1.6 s = 4.8 s. The spec
 * (§9) says about 13; WCAG 2.2.2 (docs/accessibility.md) asks motion beside content to end within 5 s when it has no stop control.
 */
export const PULSE_REPEATS = 3;
const PULSE_MS = 1600;

// Scale and fade a ring rather than interpolate shadow colours, which some engines darken midway.
const ring = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  80%, 100% { transform: scale(1.18, 1.35); opacity: 0; }
`;

/**
 * Wraps a pill button (chat, deposit) and draws an expanding ring around it PULSE_REPEATS times (under 5 s) after it appears
 * (docs/product.md §9 pulse animation), in the brand's primary colour; nothing under prefers-reduced-motion.
 */
export function Pulse(props: ComponentProps<'span'>) {
  return <span css={pulseCss} {...props} />;
}

const pulseCss = (theme: Theme) => css({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  borderRadius: theme.radii.pill,
  '&::after': {
    content: "''",
    position: 'absolute',
    inset: 0,
    border: `2px solid ${theme.colors.primary}`,
    borderRadius: 'inherit',
    opacity: 0,
    pointerEvents: 'none',
    animation: `${ring} ${PULSE_MS}ms ease-out ${PULSE_REPEATS}`,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&::after': {
      animation: 'none',
    },
  },
});
