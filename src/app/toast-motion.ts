import { css } from '@emotion/react';
import type { ToastPosition } from 'react-hot-toast';

/*
 * How a toast comes and goes (docs/product.md §9: enter 350 ms, exit 800 ms; config/site.json toast.enterMs and
 * toast.exitMs, docs/operators.md). react-hot-toast's own ToastBar animations are fixed (0.35 s / 0.4 s); these
 * replace them with the same motion at the configured lengths: a toast slides and grows in from the edge it is
 * anchored to, and shrinks back out. Under prefers-reduced-motion the global style cuts both short.
 */

/** The @keyframes the animations name (inserted once by the toaster's Global style). */
export const toastKeyframes = css({
  '@keyframes app-toast-enter-top': {
    from: {
      transform: 'translate3d(0, -200%, 0) scale(0.6)',
      opacity: 0.5,
    },
    to: {
      transform: 'translate3d(0, 0, 0) scale(1)',
      opacity: 1,
    },
  },
  '@keyframes app-toast-enter-bottom': {
    from: {
      transform: 'translate3d(0, 200%, 0) scale(0.6)',
      opacity: 0.5,
    },
    to: {
      transform: 'translate3d(0, 0, 0) scale(1)',
      opacity: 1,
    },
  },
  '@keyframes app-toast-exit-top': {
    from: {
      transform: 'translate3d(0, 0, -1px) scale(1)',
      opacity: 1,
    },
    to: {
      transform: 'translate3d(0, -150%, -1px) scale(0.6)',
      opacity: 0,
    },
  },
  '@keyframes app-toast-exit-bottom': {
    from: {
      transform: 'translate3d(0, 0, -1px) scale(1)',
      opacity: 1,
    },
    to: {
      transform: 'translate3d(0, 150%, -1px) scale(0.6)',
      opacity: 0,
    },
  },
});

/** The CSS `animation` of a toast anchored at `position`: entering (`visible`) over `enterMs`, leaving over `exitMs`. */
export function toastAnimation(
  position: ToastPosition,
  visible: boolean,
  { enterMs, exitMs }: { enterMs: number; exitMs: number },
): string {
  const edge = position.startsWith('top') ? 'top' : 'bottom';
  return visible
    ? `app-toast-enter-${edge} ${enterMs}ms cubic-bezier(.21, 1.02, .73, 1) forwards`
    : `app-toast-exit-${edge} ${exitMs}ms cubic-bezier(.06, .71, .55, 1) forwards`;
}
