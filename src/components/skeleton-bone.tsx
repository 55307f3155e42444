import type { ComponentProps } from 'react';
import { type Theme, keyframes, css } from '@emotion/react';

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

/**
 * A grey block standing in for content that is loading. Inline-block so it can sit inside a line of text at
 * that text's line height: the skeleton then has the real element's height (docs/performance.md: no layout shift).
 */
export function Bone(props: ComponentProps<'span'>) {
  return <span css={boneCss} {...props} />;
}

const boneCss = (theme: Theme) => css({
  display: 'inline-block',
  verticalAlign: 'middle',
  height: '0.9em',
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceRaised,
  animation: `${pulse} 0.9s ease-in-out infinite alternate`,
  '@media (prefers-reduced-motion: reduce)': {
    animation: 'none',
  },
});
