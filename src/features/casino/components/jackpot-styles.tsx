import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';

export function JackpotSection(props: ComponentProps<'section'>) {
  return <section css={jackpotSectionCss} {...props} />;
}

const jackpotSectionCss = css({
  display: 'grid',
  gap: 10,
  minWidth: 0,
  h2: {
    margin: 0,
    fontSize: '1.15rem',
  },
});

/**
 * One row of cards, scrolling sideways when they do not fit (docs/performance.md): its height is one card's whatever the
 * number of feeds, so the loading strip can reserve it exactly.
 */
export function JackpotStrip(props: ComponentProps<'div'>) {
  return <div css={jackpotStripCss} {...props} />;
}

const jackpotStripCss = (theme: Theme) => css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 1fr)',
  gap: 12,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  borderRadius: theme.radii.lg,
  '& > *': {
    scrollSnapAlign: 'start',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: 2,
  },
});

export function JackpotCard(props: ComponentProps<'article'>) {
  return <article css={jackpotCardCss} {...props} />;
}

export const jackpotCardCss = (theme: Theme) => css({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: 8,
  padding: 14,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface})`,
  h3: {
    margin: 0,
    fontSize: '1rem',
    color: theme.colors.warning,
  },
  '.head': {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 8,
  },
  /* The games link covers the card through ::after, so a tap anywhere on the card opens the games. */
  'a.games': {
    flex: 'none',
    fontSize: '0.8rem',
    fontWeight: 700,
    color: theme.colors.primary,
    textDecoration: 'none',
  },
  'a.games::after': {
    content: "''",
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
  },
  'a.games:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: 3,
    borderRadius: theme.radii.sm,
  },
  '&:has(a.games:focus-visible), &:has(a.games):hover': {
    borderColor: theme.colors.primary,
  },
  dl: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '4px 12px',
    margin: 0,
  },
  dt: {
    color: theme.colors.textMuted,
    fontSize: '0.85rem',
  },
  dd: {
    margin: 0,
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
  },
});
