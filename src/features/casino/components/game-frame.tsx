import { type ComponentProps, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '@site/components/loading';
import { BALANCE_KEY } from '@site/lib/balance';
import { useFullscreen } from '@site/features/casino/hooks/use-fullscreen';
import { useGameSession } from '@site/features/casino/hooks/use-game-session';
import type { LaunchableGame, PlayMode } from '@site/features/casino/launch-request';
import { infoToast } from '@site/features/casino/toasts';
import { GameInfoPanel } from './game-info-panel';
import { LaunchError } from './launch-error';
import { PlayBar, type Toggle } from './play-bar';
import { ProtectionRefreshContext } from '@site/features/casino/play-bar-slot';

function Shell(props: ComponentProps<'div'>) {
  return <div css={shellCss} {...props} />;
}

const shellCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: theme.colors.background,
  '.stage': {
    position: 'relative',
    flex: 1,
    minHeight: 0,
    display: 'grid',
    placeItems: 'center',
  },
  iframe: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 0,
  },
  '&:fullscreen': {
    width: '100%',
    height: '100%',
  },
  /* Full screen without the Fullscreen API (iPhone Safari, a refused request): laid over the whole window. */
  "&[data-fullscreen='fallback']": {
    position: 'fixed',
    inset: 0,
    zIndex: 2000,
    height: '100dvh',
  },
});

/** URL games: our demo (or a provider) page; it needs its own origin for its API calls and storage. */
const URL_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** SoftGamings HTML+script: scripts only, never our origin (docs/architecture.md: third-party content). */
const HTML_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

interface Props {
  game: LaunchableGame;
  /** Real money (default) or fun mode (docs/fun-mode.md). */
  mode?: PlayMode;
  onClose: () => void;
  /** Deposit in real mode; in fun mode the bar's main action is onSwitchMode('real'). */
  onDeposit: () => void;
  /** Switch between real money and fun mode (the page or the dialog decides what that means for a visitor). */
  onSwitchMode?: (mode: PlayMode) => void;
  /** The site balance as text, shown in the bar in real mode (phone modal). */
  balance?: string;
  /** The phone modal's compact bar (play-bar.tsx). */
  compact?: boolean;
  favorite?: Toggle;
  /** Desktop play page only. */
  theatre?: Toggle;
}

/**
 * A launched game with its play bar (docs/product.md §2 Game play). Listens for the frame's postMessage: {type:'exit'}
 * closes the game, {type:'balance'} refreshes the header balance, {type:'protection'} the protection status; only from
 * our game frame and our origin (an HTML game in its opaque-origin sandbox posts as 'null', accepted only from that
 * frame). Fun mode, full screen (use-fullscreen.ts) and the game info panel: docs/fun-mode.md.
 */
export function GameFrame({ game, mode = 'real', onClose, onDeposit, onSwitchMode, balance, compact, favorite, theatre }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const { launched, error } = useGameSession(game, attempt, onClose, mode);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(shellRef);
  const close = useEffectEvent(() => onClose());
  const isHtml = launched !== null && 'html' in launched;
  const refreshProtection = useContext(ProtectionRefreshContext);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      if (event.origin !== window.location.origin && !(isHtml && event.origin === 'null')) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'exit') close();
      else if (type === 'balance') void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      // The server refused play for a protection reason; a fresh protection status brings up the due reality
      // check at once, and a 401 of an ended session logs out with its reason.
      else if (type === 'protection') refreshProtection(queryClient);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isHtml, queryClient, refreshProtection]);

  const reload = () => {
    infoToast(t('casino.reloading'));
    setAttempt((n) => n + 1);
  };
  const fun = mode === 'fun';

  return (
    <Shell ref={shellRef} data-fullscreen={fullscreen.fallback ? 'fallback' : undefined} data-mode={mode}>
      <PlayBar
        title={game.name}
        fun={fun}
        onPrimary={fun ? () => onSwitchMode?.('real') : onDeposit}
        balance={fun ? undefined : balance}
        compact={compact}
        favorite={favorite}
        info={{ active: infoOpen, toggle: () => setInfoOpen((open) => !open) }}
        theatre={theatre}
        fullscreen={fullscreen}
        onReload={reload}
        onClose={onClose}
      />
      <div className="stage">
        {launched === null && error === null ? <Loading /> : null}
        {error !== null ? <LaunchError message={error} onRetry={() => setAttempt((n) => n + 1)} onBack={onClose} /> : null}
        {launched && 'url' in launched ? (
          <iframe ref={frameRef} key={launched.url} title={game.name} src={launched.url} sandbox={URL_SANDBOX} allow="autoplay; fullscreen" />
        ) : null}
        {launched && 'html' in launched ? (
          <iframe ref={frameRef} key={attempt} title={game.name} srcDoc={launched.html} sandbox={HTML_SANDBOX} allow="autoplay; fullscreen" />
        ) : null}
        {infoOpen ? (
          <GameInfoPanel gameCode={game.gameCode} mode={mode} favorite={favorite} onSwitchMode={onSwitchMode} onClose={() => setInfoOpen(false)} />
        ) : null}
      </div>
    </Shell>
  );
}
