import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { launchGame, type LaunchedGame } from '@site/features/casino/api/launch-game';
import { funLaunchRequest, launchRequest, type LaunchableGame, type PlayMode } from '@site/features/casino/launch-request';
import { useIsMobile } from './use-is-mobile';

/** SoftGamings HTML goes into its frame this long after the reply (docs/product.md §9: game script injection 100 ms). */
export const SCRIPT_INJECTION_MS = 100;

/**
 * Launches `game` (a new game session each `attempt`) and returns what the frame shows: `launched` (null while
 * loading or after a failure) and `error`, the message of a failed launch (null otherwise). On failure the
 * message is shown as an error toast and, for Amusnet, EGT, Hub88 and SoftGamings, `onFailClose` runs (docs/product.md §8);
 * for the other kinds the play area shows `error` instead of spinning (docs/fun-mode.md). `mode` 'fun' launches the
 * game's fun mode (docs/fun-mode.md); a failed fun launch never closes the game.
 */
export function useGameSession(game: LaunchableGame, attempt: number, onFailClose: () => void, mode: PlayMode = 'real') {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  // Results are tagged with their context, so a relaunch shows the spinner without resetting state in the effect.
  const [outcome, setOutcome] = useState<{ context: object; launched: LaunchedGame | null; error: string | null } | null>(null);
  const fail = useEffectEvent((message: string, close: boolean) => {
    toast.error(message);
    if (close) onFailClose();
  });
  const messageOf = useEffectEvent((error: Error) => (error instanceof RangeError || !error.message ? t('casino.launchFailed') : error.message));
  const context = useMemo(
    () => ({ isMobile, language: i18n.language, lobbyUrl: new URL('casino/slot', document.baseURI).href }),
    // The device kind is fixed per launch: a resize must not relaunch the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt, game.gameCode, mode],
  );

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closeOnFailure = true;
    try {
      closeOnFailure = (mode === 'fun' ? funLaunchRequest : launchRequest)(game, context).closeOnFailure;
    } catch {
      // An unknown provider kind fails below with the same path as a server refusal.
    }
    launchGame(game, context, mode).then(
      (result) => {
        if (!live) return;
        const done = () => setOutcome({ context, launched: result, error: null });
        if ('html' in result) timer = setTimeout(done, SCRIPT_INJECTION_MS);
        else done();
      },
      (error: Error) => {
        if (!live) return;
        const message = messageOf(error);
        setOutcome({ context, launched: null, error: message });
        fail(message, closeOnFailure);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [game, context, mode]);

  const current = outcome?.context === context ? outcome : null;
  return { launched: current?.launched ?? null, error: current?.error ?? null };
}
