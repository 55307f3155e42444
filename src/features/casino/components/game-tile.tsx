import { type ComponentProps, memo, useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@contracts/types/casino/game';
import { FadeInImage } from '@site/components/fade-in-image';
import { Icon } from '@site/components/icons';
import type { PlayMode } from '@site/features/casino/launch-request';

export const TILE_CAPTION_PX = 46;

function Card(props: ComponentProps<'div'>) {
  return <div css={cardCss} {...props} />;
}

const cardCss = (theme: Theme) => css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  overflow: 'hidden',
  transition: 'transform 120ms, border-color 120ms',
  '&:hover, &:focus-within': {
    transform: 'translateY(-2px)',
    borderColor: theme.colors.primary,
  },
});

function PlayButton(props: ComponentProps<'button'>) {
  return <button css={playButtonCss} {...props} />;
}

const playButtonCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: 1,
    objectFit: 'cover',
    background: theme.colors.surfaceRaised,
  },
  '&:focus-visible': {
    outline: `3px solid ${theme.colors.primary}`,
    outlineOffset: -3,
  },
});

function Caption(props: ComponentProps<'span'>) {
  return <span css={captionCss} {...props} />;
}

const captionCss = (theme: Theme) => css({
  display: 'grid',
  height: `${TILE_CAPTION_PX}px`,
  padding: '5px 8px',
  'strong, small': {
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  strong: {
    fontSize: '0.85rem',
  },
  small: {
    fontSize: '0.72rem',
    color: theme.colors.textMuted,
  },
});

function Star({ active, ...props }: ComponentProps<'button'> & { active: boolean }) {
  return <button css={(theme) => starCss({ theme, active })} {...props} />;
}

const starCss = ({ theme, active }: { active: boolean } & { theme: Theme }) =>
  css({
  position: 'absolute',
  top: 6,
  right: 6,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.overlay,
  color: active ? theme.colors.warning : theme.colors.text,
  cursor: 'pointer',
  svg: {
    fill: active ? 'currentColor' : 'none',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
  },
});

/** Live and the data badges (docs/lobby.md), stacked in the art's top-left corner; words, not colours only. */
function Badges(props: ComponentProps<'span'>) {
  return <span css={badgesCss} {...props} />;
}

const badgesCss = (theme: Theme) => css({
  position: 'absolute',
  top: 8,
  left: 8,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 3,
  pointerEvents: 'none',
  span: {
    padding: '1px 7px',
    borderRadius: theme.radii.pill,
    fontSize: '0.65rem',
    fontWeight: 800,
    lineHeight: 1.5,
    textTransform: 'uppercase',
    boxShadow: `0 1px 3px ${theme.colors.overlay}`,
  },
  '.live': {
    background: theme.colors.danger,
    color: theme.colors.primaryText,
  },
  '.hot': {
    background: theme.colors.danger,
    color: theme.colors.surface,
  },
  '.new': {
    background: theme.colors.accent,
    color: theme.colors.accentText,
  },
  '.jackpot': {
    background: theme.colors.primary,
    color: theme.colors.primaryText,
  },
});

const BADGE_TEXT = { jackpot: 'casino.badgeJackpot', hot: 'casino.badgeHot', new: 'casino.badgeNew' } as const;

/**
 * "Play for fun" over the art's bottom edge (docs/fun-mode.md): on tiles of games that offer fun mode. A solid surface under
 * the warning-coloured text, so its contrast is the brand's warning-on-surface pair (checked by brand-contrast.test)
 * whatever the art: MarmaraBet's dark-orange warning on the translucent dark overlay measured 1.77:1 (docs/accessibility.md).
 */
function FunButton(props: ComponentProps<'button'>) {
  return <button css={funButtonCss} {...props} />;
}

const funButtonCss = (theme: Theme) => css({
  position: 'absolute',
  left: 6,
  bottom: `${TILE_CAPTION_PX + 6}px`,
  maxWidth: 'calc(100% - 12px)',
  padding: '3px 9px',
  border: `1px solid ${theme.colors.warning}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.warning,
  font: 'inherit',
  fontSize: '0.7rem',
  fontWeight: 800,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  '&:hover': {
    background: theme.colors.warning,
    color: theme.colors.background,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
  },
});

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
