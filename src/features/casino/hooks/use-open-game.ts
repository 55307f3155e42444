import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { dialogAtom } from '../../../lib/dialogs';
import { authAtom } from '../../../lib/session';
import { encodeGameData, launchable } from '../game-data';
import type { LaunchableGame } from '../launch-request';
import { useIsMobile } from './use-is-mobile';

/**
 * Opens a game (spec §2 Game play, §6): visitors get the login dialog; below 900 px the 'game' dialog (modal),
 * otherwise the full page /casino/play/{encoded game data}.
 */
export function useOpenGame(): (game: LaunchableGame) => void {
  const auth = useAtomValue(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  return useCallback(
    (game: LaunchableGame) => {
      if (!auth) setDialog({ name: 'login' });
      else if (isMobile) setDialog({ name: 'game', data: { game: launchable(game) } });
      else navigate(`/casino/play/${encodeGameData(game)}`);
    },
    [auth, isMobile, navigate, setDialog],
  );
}
