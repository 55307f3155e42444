import styled from '@emotion/styled';
import { TILE_CAPTION_PX } from './game-tile';
import { Bone } from '@site/components/skeleton-bone';

// The same box as GameTile: 1 px border, a square image, then the caption of TILE_CAPTION_PX.
const Card = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;
const Art = styled(Bone)`
  display: block;
  height: auto;
  aspect-ratio: 1;
  border-radius: 0;
`;
const Caption = styled.span`
  display: grid;
  align-content: center;
  gap: 6px;
  height: ${TILE_CAPTION_PX}px;
  padding: 5px 8px;
`;

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
