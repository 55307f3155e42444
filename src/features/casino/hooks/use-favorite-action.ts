import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { dialogAtom } from '../../../lib/dialogs';
import { authAtom } from '../../../lib/session';
import type { CasinoGame } from '../../../../contracts/types/casino/game';
import { useFavorites } from '../api/favorites';
import { useToggleFavorite } from '../api/toggle-favorite';
import { warningToast } from '../toasts';

/**
 * Favourites for tiles (docs/product.md §6, §8): `codes` is the set of favourite game codes (empty for visitors); `toggle`
 * opens the login dialog for visitors, otherwise calls casino/togglefavorite and shows 'Added to favorites' /
 * 'Removed from favorites' as a warning toast, or the server message as an error.
 */
export function useFavoriteAction() {
  const { t } = useTranslation();
  const auth = useAtomValue(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const favorites = useFavorites(auth?.token);
  const mutation = useToggleFavorite(auth?.token);
  const codes = useMemo(() => new Set(favorites.games.map((g) => g.gameCode)), [favorites.games]);
  const { mutateAsync } = mutation;
  const toggle = useCallback(
    (game: Pick<CasinoGame, 'gameCode' | 'providerId'>) => {
      if (!auth) {
        setDialog({ name: 'login' });
        return;
      }
      mutateAsync(game).then(
        (result) => warningToast(t(result.isFavorite ? 'casino.favoriteAdded' : 'casino.favoriteRemoved')),
        (error: Error) => toast.error(error.message),
      );
    },
    [auth, mutateAsync, setDialog, t],
  );
  return { codes, toggle, favoriteGames: favorites.games, favoritesPending: Boolean(auth) && favorites.isPending };
}
