import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading';
import { BALANCE_KEY } from '../../../lib/query-keys';
import { useGameSession } from '../hooks/use-game-session';
import type { LaunchableGame } from '../launch-request';
import { infoToast } from '../toasts';
import { LaunchError } from './launch-error';
import { PlayBar } from './play-bar';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background};
  .stage { position: relative; flex: 1; min-height: 0; display: grid; place-items: center; }
  iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
`;

/** URL games: our demo (or a provider) page; it needs its own origin for its API calls and storage. */
const URL_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** SoftGamings HTML+script: scripts only, never our origin (design: third-party content). */
const HTML_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

interface Props {
  game: LaunchableGame;
  onClose: () => void;
  onDeposit: () => void;
}

/**
 * A launched game with its play bar (spec §2 Game play). Listens for the frame's postMessage: {type:'exit'}
 * closes the game, {type:'balance'} refreshes the header balance, {type:'protection'} the protection status; only from our game frame and our origin (an HTML
 * game in its opaque-origin sandbox posts as 'null', accepted only from that frame).
 */
export function GameFrame({ game, onClose, onDeposit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const { launched, error } = useGameSession(game, attempt, onClose);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const close = useEffectEvent(() => onClose());
  const isHtml = launched !== null && 'html' in launched;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      if (event.origin !== window.location.origin && !(isHtml && event.origin === 'null')) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'exit') close();
      else if (type === 'balance') void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      // Issue 17: the server refused play for a protection reason; a fresh protection status brings up the due reality
      // check at once, and a 401 of an ended session logs out with its reason.
      else if (type === 'protection') void queryClient.invalidateQueries({ queryKey: ['protection'] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isHtml, queryClient]);

  const reload = () => {
    infoToast(t('casino.reloading'));
    setAttempt((n) => n + 1);
  };

  return (
    <Shell>
      <PlayBar title={game.name} onDeposit={onDeposit} onReload={reload} onClose={onClose} />
      <div className="stage">
        {launched === null && error === null ? <Loading /> : null}
        {error !== null ? <LaunchError message={error} onRetry={() => setAttempt((n) => n + 1)} onBack={onClose} /> : null}
        {launched && 'url' in launched ? (
          <iframe ref={frameRef} key={launched.url} title={game.name} src={launched.url} sandbox={URL_SANDBOX} allow="autoplay; fullscreen" />
        ) : null}
        {launched && 'html' in launched ? (
          <iframe ref={frameRef} key={attempt} title={game.name} srcDoc={launched.html} sandbox={HTML_SANDBOX} allow="autoplay; fullscreen" />
        ) : null}
      </div>
    </Shell>
  );
}
