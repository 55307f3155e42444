import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { TILE_CAPTION_PX } from './game-tile';
import { Bone } from '@site/components/skeleton-bone';

// The same box as GameTile: 1 px border, a square image, then the caption of TILE_CAPTION_PX.
function Card(props: ComponentProps<'div'>) {
  return <div css={cardCss} {...props} />;
}

const cardCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  overflow: 'hidden',
});
function Art(props: ComponentProps<typeof Bone>) {
  return <Bone css={artCss} {...props} />;
}

const artCss = css({
  display: 'block',
  height: 'auto',
  aspectRatio: 1,
  borderRadius: 0,
});
function Caption(props: ComponentProps<'span'>) {
  return <span css={captionCss} {...props} />;
}

const captionCss = css({
  display: 'grid',
  alignContent: 'center',
  gap: 6,
  height: `${TILE_CAPTION_PX}px`,
  padding: '5px 8px',
});

/** A loading game tile of exactly a GameTile's size at the same width (decorative: the list announces loading). */
export function GameTileSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="tile-skeleton">
      <Art />
      <Caption>
        <Bone css={{ width: '75%', height: 11 }} />
        <Bone css={{ width: '45%', height: 9 }} />
      </Caption>
    </Card>
  );
}
