import { type ComponentProps, useCallback, useEffect, useMemo, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkButton } from '@site/components/button';
import { dialogAtom } from '@site/lib/dialogs';
import { HEADER_HEIGHT_VAR } from '@site/lib/header-offset';
import { usePageTitle } from '@site/lib/page-title';
import { authAtom } from '@site/lib/session';
import { EmptyState } from '@site/features/casino/components/empty-state';
import { GameFrame } from '@site/features/casino/components/game-frame';
import { decodeGameData } from '@site/features/casino/game-data';
import { useFavoriteAction } from '@site/features/casino/hooks/use-favorite-action';
import { useIsMobile } from '@site/features/casino/hooks/use-is-mobile';
import { playPath } from '@site/features/casino/hooks/use-open-game';
import type { PlayMode } from '@site/features/casino/launch-request';

function Full(props: ComponentProps<'div'>) {
  return <div css={fullCss} {...props} />;
}

const fullCss = (theme: Theme) => css({
  height: 'calc(100dvh - 150px)',
  minHeight: 440,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  /* Theatre mode: the stage takes the whole width and height under the site header; the breadcrumbs, page margins and footer are covered. Below the header's z-index, so its menus still open over it. */
  "&[data-theatre='true']": {
    position: 'fixed',
    zIndex: 90,
    top: `var(${HEADER_HEIGHT_VAR}, 0px)`,
    left: 0,
    right: 0,
    bottom: 0,
    height: 'auto',
    minHeight: 0,
    border: 0,
    borderRadius: 0,
  },
});

/**
 * /casino/play/{encoded game data} (docs/product.md §2 Game play, desktop full page; protected route) and
 * /casino/play/{encoded game data}/fun (docs/fun-mode.md: fun mode, open to visitors). Closing (bar or the game's exit
 * message) goes back to where the player came from, or to the slot lobby on a direct visit. Theatre mode (desktop)
 * widens the stage under the header; Escape leaves it.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const { game: segment = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAtomValue(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const isMobile = useIsMobile();
  const favorites = useFavoriteAction();
  const [theatre, setTheatre] = useState(false);
  const mode: PlayMode = location.pathname.endsWith('/fun') ? 'fun' : 'real';
  const game = useMemo(() => decodeGameData(segment), [segment]);
  // WCAG 2.4.2: the tab names the game (and fun mode), not only "Game".
  usePageTitle(game ? (mode === 'fun' ? `${game.name} – ${t('breadcrumbs.playFun')}` : game.name) : undefined);
  const close = useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/casino/slot', { replace: true });
  }, [location.key, navigate]);
  const deposit = useCallback(() => navigate('/dashboard/deposit'), [navigate]);
  const switchMode = useCallback(
    (next: PlayMode) => {
      if (!game) return;
      // A visitor must log in for real money; he stays in fun mode meanwhile.
      if (next === 'real' && !auth) setDialog({ name: 'login' });
      else navigate(playPath(game, next), { replace: true });
    },
    [auth, game, navigate, setDialog],
  );
  const inTheatre = theatre && !isMobile;

  useEffect(() => {
    if (!inTheatre) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      // Full screen takes Escape first (the browser leaves it); theatre only when nothing else is in front.
      if (event.key === 'Escape' && !document.fullscreenElement) setTheatre(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [inTheatre]);

  if (!game) {
    return <EmptyState title={t('casino.badGameLink')} action={<LinkButton to="/casino/slot" variant="outline">{t('casino.backToLobby')}</LinkButton>} />;
  }
  return (
    <Full data-testid="game-page" data-theatre={inTheatre}>
      <GameFrame
        key={`${segment}-${mode}`}
        game={game}
        mode={mode}
        onClose={close}
        onDeposit={deposit}
        onSwitchMode={switchMode}
        favorite={{ active: favorites.codes.has(game.gameCode), toggle: () => favorites.toggle(game) }}
        theatre={isMobile ? undefined : { active: inTheatre, toggle: () => setTheatre((on) => !on) }}
      />
    </Full>
  );
}
