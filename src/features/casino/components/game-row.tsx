import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryList } from '@site/features/casino/api/category-list';
import { useGames, type GamesLookup } from '@site/features/casino/api/games';
import { useFavoriteAction } from '@site/features/casino/hooks/use-favorite-action';
import { useOpenGame } from '@site/features/casino/hooks/use-open-game';
import { lobbyLink } from '@site/features/casino/lobby-link';
import { GameTile } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';
import { ROW_SKELETON_TILES, RowSection, RowTrack } from './game-row-styles';

/** A row shows at most this many games; "See all" opens the lobby. */
const ROW_GAMES = 24;

/** The games lookup of the row of category `categoryId` (the home page's server render loads the same). */
export const gameRowLookup = (categoryId: number): GamesLookup => ({ systemCategory: categoryId });

/**
 * A horizontal row of a category's games for the home page (cross-feature contract: props {categoryId, title}).
 * Tiles launch and favourite like the lobby's; "See all" goes to the category's lobby. Renders nothing when the
 * category turns out empty or fails, so the home page never shows a broken block.
 */
export function GameRow({ categoryId, title }: { categoryId: number; title: string }) {
  const { t } = useTranslation();
  const games = useGames(gameRowLookup(categoryId));
  const category = useCategoryList().data?.find((c) => c.id === categoryId);
  const favorites = useFavoriteAction();
  const openGame = useOpenGame();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });

  if (games.isError || (games.data && games.data.length === 0)) return null;
  return (
    <RowSection aria-label={title} data-testid="game-row">
      <header>
        <h2>{title}</h2>
        {category ? <Link to={lobbyLink(category)}>{t('casino.seeAll')}</Link> : null}
        <button type="button" aria-label={t('casino.scrollLeft')} onClick={() => scroll(-1)}>‹</button>
        <button type="button" aria-label={t('casino.scrollRight')} onClick={() => scroll(1)}>›</button>
      </header>
      <RowTrack ref={track}>
        {games.data
          ? games.data.slice(0, ROW_GAMES).map((game) => (
              <li key={game.gameCode}>
                <GameTile game={game} favorite={favorites.codes.has(game.gameCode)} onPlay={openGame} onToggleFavorite={favorites.toggle} />
              </li>
            ))
          : Array.from({ length: ROW_SKELETON_TILES }, (_, i) => (
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))}
      </RowTrack>
    </RowSection>
  );
}
