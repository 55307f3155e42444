import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import type { CasinoGame } from '@contracts/types/casino/game';
import { useFavorites } from '@site/features/casino/api/favorites';
import { toggleFavorite } from '@site/features/casino/api/toggle-favorite';
import { withToast } from '@site/lib/toast';

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
  const client = useQueryClient();
  const codes = useMemo(() => new Set(favorites.games.map((g) => g.gameCode)), [favorites.games]);
  const toggle = useCallback(
    (game: Pick<CasinoGame, 'gameCode' | 'providerId'>) => {
      if (!auth) {
        setDialog({ name: 'login' });
        return;
      }
      toggleFavorite(client, auth.token, game).then(
        // The toasts load on demand: the tiles are part of the home page's first load (docs/performance.md).
        (result) => void import('@site/features/casino/toasts').then((m) => m.warningToast(t(result.isFavorite ? 'casino.favoriteAdded' : 'casino.favoriteRemoved'))),
        (error: Error) => withToast((toast) => toast.error(error.message)),
      );
    },
    [auth, client, setDialog, t],
  );
  return { codes, toggle, favoriteGames: favorites.games, favoritesPending: Boolean(auth) && favorites.isPending };
}
