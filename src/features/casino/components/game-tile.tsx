import { memo, useId } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@contracts/types/casino/game';
import { FadeInImage } from '@site/components/fade-in-image';
import { Icon } from '@site/components/icons';
import type { PlayMode } from '@site/features/casino/launch-request';

export const TILE_CAPTION_PX = 46;

const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  transition: transform 120ms, border-color 120ms;
  &:hover, &:focus-within {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
`;

const Caption = styled.span`
  display: grid;
  height: ${TILE_CAPTION_PX}px;
  padding: 5px 8px;
  strong, small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong { font-size: 0.85rem; }
  small { font-size: 0.72rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Star = styled.button<{ active: boolean }>`
  position: absolute;
  top: 6px;
  right: 6px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme, active }) => (active ? theme.colors.warning : theme.colors.text)};
  cursor: pointer;
  svg { fill: ${({ active }) => (active ? 'currentColor' : 'none')}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
`;

/** Live and the data badges (docs/lobby.md), stacked in the art's top-left corner; words, not colours only. */
const Badges = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 3px;
  pointer-events: none;
  span {
    padding: 1px 7px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 0.65rem;
    font-weight: 800;
    line-height: 1.5;
    text-transform: uppercase;
    box-shadow: 0 1px 3px ${({ theme }) => theme.colors.overlay};
  }
  .live { background: ${({ theme }) => theme.colors.danger}; color: ${({ theme }) => theme.colors.primaryText}; }
  .hot { background: ${({ theme }) => theme.colors.danger}; color: ${({ theme }) => theme.colors.surface}; }
  .new { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
  .jackpot { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

const BADGE_TEXT = { jackpot: 'casino.badgeJackpot', hot: 'casino.badgeHot', new: 'casino.badgeNew' } as const;

/**
 * "Play for fun" over the art's bottom edge (docs/fun-mode.md): on tiles of games that offer fun mode. A solid surface under
 * the warning-coloured text, so its contrast is the brand's warning-on-surface pair (checked by brand-contrast.test)
 * whatever the art: MarmaraBet's dark-orange warning on the translucent dark overlay measured 1.77:1 (docs/accessibility.md).
 */
const FunButton = styled.button`
  position: absolute;
  left: 6px;
  bottom: ${TILE_CAPTION_PX + 6}px;
  max-width: calc(100% - 12px);
  padding: 3px 9px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.warning};
  font: inherit;
  font-size: 0.7rem;
  font-weight: 800;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.warning}; color: ${({ theme }) => theme.colors.background}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
`;

interface Props {
  game: CasinoGame;
  favorite: boolean;
  /** Opens the game; mode 'fun' from the "Play for fun" button (docs/fun-mode.md). */
  onPlay: (game: CasinoGame, mode?: PlayMode) => void;
  onToggleFavorite: (game: CasinoGame) => void;
  /** The page's LCP image (the lobby's first tile; docs/performance.md): loaded at once, fetchpriority=high, no fade. */
  priority?: boolean;
  /** A tile of the first screen (docs/architecture.md "Server-rendered pages"): its picture is loaded at once, not when layout finds it in view. */
  eager?: boolean;
}

/**
 * A lobby tile (docs/lobby.md): art, name and provider; the star marks a favourite (aria-pressed). The play button is
 * named with its visible text first, "Sweet Bonanza, Pragmatic Play, play" (casino.play), so a voice-control user
 * saying what he sees presses it (WCAG 2.5.3 Label in Name, docs/accessibility.md). Badges (Live; Jackpot,
 * Hot, New from the server's data) are words on the art, and describe the play button to screen readers.
 * Games that offer fun mode get a "Play for fun" button (docs/fun-mode.md).
 */
export const GameTile = memo(function GameTile({ game, favorite, onPlay, onToggleFavorite, priority = false, eager = priority }: Props) {
  const { t } = useTranslation();
  const badgesId = useId();
  const badges = [...(game.isLive ? (['live'] as const) : []), ...(game.badges ?? [])];
  const labels = badges.map((badge) => t(badge === 'live' ? 'casino.live' : BADGE_TEXT[badge]));
  return (
    <Card data-testid="game-tile" data-code={game.gameCode}>
      <PlayButton
        type="button"
        aria-label={t('casino.play', { name: game.name, provider: game.providerName })}
        aria-describedby={badges.length > 0 ? badgesId : undefined}
        onClick={() => onPlay(game)}
      >
        <FadeInImage
          src={game.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          // The first screen's pictures are decoded for the frame they arrive in (docs/performance.md: the LCP is the largest of them,
          // and a tile painted a frame later in a column a pixel wider becomes it).
          decoding={eager ? 'sync' : 'async'}
          width={300}
          height={300}
        />
        <Caption>
          {/* Cut with an ellipsis when long (or under WCAG 1.4.12 text spacing): the full words show on hover. The space
              keeps the visible text "Name Provider" (not "NameProvider") for name matching (WCAG 2.5.3). */}
          <strong title={game.name}>{game.name}</strong> <small title={game.providerName}>{game.providerName}</small>
        </Caption>
      </PlayButton>
      {badges.length > 0 ? (
        <>
          {/* Read once, as the play button's description ("Play X" — "Jackpot, Hot"), not as loose words. */}
          <Badges aria-hidden="true" data-testid="game-badges">
            {labels.map((label, i) => (
              <span key={badges[i]} className={badges[i]}>
                {label}
              </span>
            ))}
          </Badges>
          <span id={badgesId} hidden>
            {labels.join(', ')}
          </span>
        </>
      ) : null}
      {game.demoPlay ? (
        <FunButton type="button" aria-label={t('casino.playNameForFun', { name: game.name })} onClick={() => onPlay(game, 'fun')}>
          {t('casino.playForFun')}
        </FunButton>
      ) : null}
      <Star
        type="button"
        active={favorite}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'casino.removeFavorite' : 'casino.addFavorite', { name: game.name })}
        onClick={() => onToggleFavorite(game)}
      >
        <Icon name="star" size={18} />
      </Star>
    </Card>
  );
});
