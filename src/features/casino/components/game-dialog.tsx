import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFocusTrap } from '../../../components/use-focus-trap';
import { dialogAtom } from '../../../lib/dialogs';
import { formatMoney } from '../../../../contracts/domain/money';
import { authAtom } from '../../../lib/session';
import { useBalance } from '../../../lib/balance';
import { decodeGameData, encodeGameData, launchable } from '../game-data';
import { useFavoriteAction } from '../hooks/use-favorite-action';
import type { LaunchableGame, PlayMode } from '../launch-request';
import { GameFrame } from './game-frame';

const Modal = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

/** The game held by the 'game' dialog's data, re-validated like a /casino/play link. */
function gameOf(data: Record<string, unknown> | undefined): LaunchableGame | null {
  const game = data?.game as LaunchableGame | undefined;
  return game ? decodeGameData(encodeGameData(game)) : null;
}

/**
 * The 'game' dialog (spec §2 Game play on mobile): a full-screen modal with the play bar; Escape, close and the
 * game's exit message close it; Deposit closes it and goes to /dashboard/deposit. Issue 16: data.mode 'fun' plays
 * for fun (visitors too); the bar shows the site balance (the header is hidden under the modal), the same polled
 * query the header uses, so spins, deposits and pushes refresh it.
 */
export function GameDialog() {
  const { i18n } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const auth = useAtomValue(authAtom);
  const balance = useBalance(auth?.token) ?? auth?.balance;
  const favorites = useFavoriteAction();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const data = dialog?.data;
  const game = useMemo(() => gameOf(data), [data]);
  const mode: PlayMode = data?.mode === 'fun' ? 'fun' : 'real';
  const close = useCallback(() => setDialog(null), [setDialog]);
  useFocusTrap(ref, Boolean(game), close);
  useEffect(() => {
    if (!game) return;
    // The page under the modal must not scroll while the player swipes inside the game.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [game]);
  if (!game) return null;
  return createPortal(
    <Modal ref={ref} role="dialog" aria-modal="true" aria-label={game.name} tabIndex={-1} data-testid="game-dialog">
      <GameFrame
        key={mode}
        game={game}
        mode={mode}
        compact
        balance={auth && balance !== undefined ? formatMoney(balance, i18n.language) : undefined}
        favorite={{ active: favorites.codes.has(game.gameCode), toggle: () => favorites.toggle(game) }}
        onSwitchMode={(next) => setDialog(next === 'real' && !auth ? { name: 'login' } : { name: 'game', data: { game: launchable(game), mode: next } })}
        onClose={close}
        onDeposit={() => {
          close();
          navigate('/dashboard/deposit');
        }}
      />
    </Modal>,
    document.body,
  );
}
