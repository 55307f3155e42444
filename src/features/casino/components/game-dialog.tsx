import { type ComponentProps, useCallback, useMemo } from 'react';
import { css, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FocusGuard, useModalFocus } from '@site/components/modal-focus';
import { dialogAtom } from '@site/lib/dialogs';
import { formatMoney } from '@contracts/domain/money';
import { authAtom } from '@site/lib/session';
import { useBalance } from '@site/lib/balance';
import { decodeGameData, encodeGameData, launchable } from '@site/features/casino/game-data';
import { useFavoriteAction } from '@site/features/casino/hooks/use-favorite-action';
import type { LaunchableGame, PlayMode } from '@site/features/casino/launch-request';
import { GameFrame } from './game-frame';

/** The full-screen layer (Radix Dialog.Overlay: locks the page's scroll while the player swipes inside the game). */
function Modal(props: ComponentProps<'div'>) {
  return <div css={modalCss} {...props} />;
}

const modalCss = (theme: Theme) => css({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.background,
});

/** The dialog itself, filling the layer: the play bar and the game. */
function Stage(props: ComponentProps<'div'>) {
  return <div css={stageCss} {...props} />;
}

const stageCss = css({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

/** The game held by the 'game' dialog's data, re-validated like a /casino/play link. */
function gameOf(data: Record<string, unknown> | undefined): LaunchableGame | null {
  const game = data?.game as LaunchableGame | undefined;
  return game ? decodeGameData(encodeGameData(game)) : null;
}

/**
 * The 'game' dialog (docs/product.md §2 Game play on mobile): a full-screen modal on the Radix Dialog primitive
 * (docs/dialogs.md; focus guards send Tab out of the game frame back to the bar) with the play bar; Escape, close and the
 * game's exit message close it; Deposit closes it and goes to /dashboard/deposit. A data.mode 'fun' game plays
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
  const data = dialog?.data;
  const game = useMemo(() => gameOf(data), [data]);
  const mode: PlayMode = data?.mode === 'fun' ? 'fun' : 'real';
  const close = useCallback(() => setDialog(null), [setDialog]);
  const focus = useModalFocus();
  if (!game) return null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Modal>
            <RadixDialog.Content
              asChild
              aria-modal="true"
              aria-label={game.name}
              aria-describedby={undefined}
              {...focus}
            >
              <Stage tabIndex={-1} data-testid="game-dialog">
                <FocusGuard at="start" />
                <GameFrame
                  key={mode}
                  game={game}
                  mode={mode}
                  compact
                  balance={auth && balance !== undefined ? formatMoney(balance, i18n.language) : undefined}
                  favorite={{ active: favorites.codes.has(game.gameCode), toggle: () => favorites.toggle(game) }}
                  onSwitchMode={(next) =>
                    setDialog(
                      next === 'real' && !auth
                        ? { name: 'login' }
                        : { name: 'game', data: { game: launchable(game), mode: next } },
                    )
                  }
                  onClose={close}
                  onDeposit={() => {
                    close();
                    navigate('/dashboard/deposit');
                  }}
                />
                <FocusGuard at="end" />
              </Stage>
            </RadixDialog.Content>
          </Modal>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
