import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
`;
const Tile = styled.div`
  aspect-ratio: 300 / 348;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Placeholder tiles while a game list loads (issue 5); announced once as loading. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid role="status" aria-label={t('common.loading')} data-testid="game-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Tile key={i} />
      ))}
    </Grid>
  );
}
