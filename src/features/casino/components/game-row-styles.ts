import styled from '@emotion/styled';
import { skipWhileOffscreen } from '@site/lib/theme';

/** The row's scroll buttons; also the height of its header, which the loading row reserves. */
export const ROW_BUTTON_PX = 32;

/** A game row's height in px at every width (header, tiles, scroll bar): what it holds while not yet drawn. */
const ROW_PX = 234;

/** A game row (home page): a header line, then a horizontally scrolling track of tiles; skipped while off screen. */
export const RowSection = styled.section`
  display: grid;
  gap: 10px;
  min-width: 0;
  ${skipWhileOffscreen({ px: ROW_PX }, 4)}
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: ${ROW_BUTTON_PX}px;
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1.15rem;
  }
  header a {
    font-weight: 700;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  header button {
    width: ${ROW_BUTTON_PX}px;
    height: ${ROW_BUTTON_PX}px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

export const RowTrack = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 160px);
  gap: 12px;
  margin: 0;
  padding: 0 0 6px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  li {
    scroll-snap-align: start;
  }
`;

/** Tiles a loading row shows: more than the widest screen fits, like a full row (ROW_GAMES is 24). */
export const ROW_SKELETON_TILES = 10;
