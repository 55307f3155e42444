import type { ComponentProps } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { GameTileSkeleton } from './game-tile-skeleton';

function Grid(props: ComponentProps<'div'>) {
  return <div css={gridCss} {...props} />;
}

const gridCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
});

/** Placeholder tiles of a real tile's size while a game list loads (docs/lobby.md); announced once as loading. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid role="status" aria-label={t('common.loading')} data-testid="game-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </Grid>
  );
}
