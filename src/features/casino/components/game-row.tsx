import { useRef } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryList } from '../api/category-list';
import { useGames } from '../api/games';
import { useFavoriteAction } from '../hooks/use-favorite-action';
import { useOpenGame } from '../hooks/use-open-game';
import { lobbyLink } from '../lobby-link';
import { GameTile } from './game-tile';

/** A row shows at most this many games; "See all" opens the lobby. */
const ROW_GAMES = 24;

const Section = styled.section`
  display: grid;
  gap: 10px;
  min-width: 0;
  header { display: flex; align-items: center; gap: 8px; }
  h2 { flex: 1; margin: 0; font-size: 1.15rem; }
  header a { font-weight: 700; font-size: 0.85rem; color: ${({ theme }) => theme.colors.primary}; }
  header button {
    width: 32px; height: 32px; padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
const Track = styled.ul`
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
  li { scroll-snap-align: start; }
`;
const Placeholder = styled.li`
  aspect-ratio: 300 / 348;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * A horizontal row of a category's games for the home page (cross-feature contract: props {categoryId, title}).
 * Tiles launch and favourite like the lobby's; "See all" goes to the category's lobby. Renders nothing when the
 * category turns out empty or fails, so the home page never shows a broken block.
 */
export function GameRow({ categoryId, title }: { categoryId: number; title: string }) {
  const { t } = useTranslation();
  const games = useGames({ systemCategory: categoryId });
  const category = useCategoryList().data?.find((c) => c.id === categoryId);
  const favorites = useFavoriteAction();
  const openGame = useOpenGame();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });

  if (games.isError || (games.data && games.data.length === 0)) return null;
  return (
    <Section aria-label={title} data-testid="game-row">
      <header>
        <h2>{title}</h2>
        {category ? <Link to={lobbyLink(category)}>{t('casino.seeAll')}</Link> : null}
        <button type="button" aria-label={t('casino.scrollLeft')} onClick={() => scroll(-1)}>‹</button>
        <button type="button" aria-label={t('casino.scrollRight')} onClick={() => scroll(1)}>›</button>
      </header>
      <Track ref={track}>
        {games.data
          ? games.data.slice(0, ROW_GAMES).map((game) => (
              <li key={game.gameCode}>
                <GameTile game={game} favorite={favorites.codes.has(game.gameCode)} onPlay={openGame} onToggleFavorite={favorites.toggle} />
              </li>
            ))
          : Array.from({ length: 8 }, (_, i) => <Placeholder key={i} aria-hidden="true" />)}
      </Track>
    </Section>
  );
}
