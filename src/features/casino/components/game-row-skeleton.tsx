import { useTranslation } from 'react-i18next';
import { GameTileSkeleton } from './game-tile-skeleton';
import { ROW_SKELETON_TILES, RowSection, rowTrackCss } from './game-row-styles';
import { Bone } from '@site/components/skeleton-bone';

/**
 * A game row while the home page does not yet know its categories (category list loading): the header line and
 * a track of tiles of the real row's size, so what follows does not move when the rows arrive (docs/performance.md).
 */
export function GameRowSkeleton() {
  const { t } = useTranslation();
  return (
    <RowSection role="status" aria-label={t('common.loading')} data-testid="game-row-skeleton">
      <header aria-hidden="true">
        <Bone css={{ width: 160, height: '1.15rem' }} />
      </header>
      <div css={rowTrackCss} aria-hidden="true">
        {Array.from({ length: ROW_SKELETON_TILES }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    </RowSection>
  );
}
