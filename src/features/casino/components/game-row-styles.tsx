import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { skipWhileOffscreen } from '@site/lib/theme';

/** The row's scroll buttons; also the height of its header, which the loading row reserves. */
export const ROW_BUTTON_PX = 32;

/** A game row's height in px at every width (header, tiles, scroll bar): what it holds while not yet drawn. */
const ROW_PX = 234;

/** A game row (home page): a header line, then a horizontally scrolling track of tiles; skipped while off screen. */
export function RowSection(props: ComponentProps<'section'>) {
  return <section css={rowSectionCss} {...props} />;
}

const rowSectionCss = (theme: Theme) => css({
  display: 'grid',
  gap: 10,
  minWidth: 0,
}, skipWhileOffscreen({ px: ROW_PX }, 4), {
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: `${ROW_BUTTON_PX}px`,
  },
  h2: {
    flex: 1,
    margin: 0,
    fontSize: '1.15rem',
  },
  'header a': {
    fontWeight: 700,
    fontSize: '0.85rem',
    color: theme.colors.primary,
  },
  'header button': {
    width: `${ROW_BUTTON_PX}px`,
    height: `${ROW_BUTTON_PX}px`,
    padding: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.surface,
    color: theme.colors.text,
    cursor: 'pointer',
  },
});

export function RowTrack(props: ComponentProps<'ul'>) {
  return <ul css={rowTrackCss} {...props} />;
}

export const rowTrackCss = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(140px, 160px)',
  gap: 12,
  margin: 0,
  padding: '0 0 6px',
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  li: {
    scrollSnapAlign: 'start',
  },
});

/** Tiles a loading row shows: more than the widest screen fits, like a full row (ROW_GAMES is 24). */
export const ROW_SKELETON_TILES = 10;
