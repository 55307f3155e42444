import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { encodeGameData, launchable } from '@site/features/casino/game-data';
import type { LaunchableGame, PlayMode } from '@site/features/casino/launch-request';
import { isMobileViewport } from './use-is-mobile';

/** The play page of a game: /casino/play/{encoded game data}, with /fun for fun mode (docs/fun-mode.md). */
export const playPath = (game: LaunchableGame, mode: PlayMode = 'real'): string =>
  `/casino/play/${encodeGameData(game)}${mode === 'fun' ? '/fun' : ''}`;

/**
 * Opens a game (docs/product.md §2 Game play, §6): visitors get the login dialog; below 900 px the 'game' dialog (modal),
 * otherwise the full page /casino/play/{encoded game data}. With mode 'fun' (docs/fun-mode.md: a game offering fun mode)
 * visitors too open it, on /casino/play/{…}/fun or in the dialog with data.mode 'fun'. The width is read at the click,
 * not subscribed to: the game rows that call this do not re-render on resizes or after hydration.
 */
export function useOpenGame(): (game: LaunchableGame, mode?: PlayMode) => void {
  const auth = useAtomValue(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const navigate = useNavigate();
  return useCallback(
    (game: LaunchableGame, mode: PlayMode = 'real') => {
      if (!auth && mode === 'real') setDialog({ name: 'login' });
      else if (isMobileViewport()) setDialog({ name: 'game', data: { game: launchable(game), mode } });
      else navigate(playPath(game, mode));
    },
    [auth, navigate, setDialog],
  );
}
