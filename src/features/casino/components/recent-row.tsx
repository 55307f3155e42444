import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@contracts/types/casino/game';
import { GameTile } from './game-tile';
import { RowSection, RowTrack } from './game-row-styles';

/** Smaller tiles than the home rows: the row sits above the lobby grid and should not push it off a phone screen. */
function Track(props: ComponentProps<typeof RowTrack>) {
  return <RowTrack css={trackCss} {...props} />;
}

const trackCss = (theme: Theme) => css({
  gridAutoColumns: 'minmax(104px, 128px)',
  borderRadius: theme.radii.md,
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: 2,
  },
});

interface Props {
  games: CasinoGame[];
  favorites: ReadonlySet<string>;
  onPlay: (game: CasinoGame) => void;
  onToggleFavorite: (game: CasinoGame) => void;
}

/**
 * "Recently played" (docs/lobby.md): the player's last launched games (casino/recentgames, newest first, each once) as
 * a sideways row of lobby tiles. The lobby renders it only for a logged-in player with at least one game.
 */
export function RecentRow({ games, favorites, onPlay, onToggleFavorite }: Props) {
  const { t } = useTranslation();
  return (
    <RowSection aria-labelledby="recently-played-title" data-testid="recent-row">
      <header>
        <h2 id="recently-played-title">{t('casino.recentlyPlayed')}</h2>
      </header>
      {/* Focusable so a keyboard can scroll the row when the tiles do not fit (axe scrollable-region-focusable). */}
      <Track tabIndex={0} aria-labelledby="recently-played-title">
        {games.map((game) => (
          <li key={game.gameCode}>
            <GameTile game={game} favorite={favorites.has(game.gameCode)} onPlay={onPlay} onToggleFavorite={onToggleFavorite} />
          </li>
        ))}
      </Track>
    </RowSection>
  );
}
