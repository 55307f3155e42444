import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '../../../generated/api/casino/game';
import { useCategoryList } from '../api/category-list';
import { useGames } from '../api/games';
import type { ChipItem } from '../components/category-chips';

/** Chip key of the favourites view. */
export const FAVORITES_KEY = 'favorites';

interface Options {
  /** Lobby slug of the route: slot, live, games, tvbets, popular-games. */
  slug: string;
  /** Chip key in the URL; the lobby slug (its main category) by default. */
  selected: string;
  /** The name lookup's term (debounced box), '' for none. */
  search: string;
  favoriteGames: CasinoGame[] | null;
}

/**
 * What a lobby shows (issue 5): its category chips (categories whose slugList holds the lobby slug, the main one
 * first, plus Favorites for players), and the games of the selected chip, or of the name lookup while searching
 * (casino/games {live, search}; live only in the live casino lobby).
 */
export function useLobbyGames({ slug, selected, search, favoriteGames }: Options) {
  const { t } = useTranslation();
  const categories = useCategoryList();
  const chips = useMemo<ChipItem[]>(() => {
    const inLobby = (categories.data ?? []).filter((c) => c.slugList.includes(slug));
    const main = inLobby.filter((c) => c.slugList[0] === slug).map((c) => ({ key: slug, label: c.name }));
    const others = inLobby.filter((c) => c.slugList[0] !== slug).map((c) => ({ key: String(c.id), label: c.name }));
    const favorites = favoriteGames ? [{ key: FAVORITES_KEY, label: t('casino.favorites') }] : [];
    return [...main, ...others, ...favorites];
  }, [categories.data, slug, favoriteGames, t]);

  const term = search.trim();
  const showFavorites = !term && selected === FAVORITES_KEY && favoriteGames !== null;
  const lookup = term ? { live: slug === 'live', search: term } : { systemCategory: /^\d+$/.test(selected) ? Number(selected) : slug };
  const query = useGames(lookup, !showFavorites);
  const games = showFavorites ? favoriteGames : query.data;
  return {
    chips,
    games,
    isPending: !showFavorites && query.isPending,
    /** The list is the lookup's own answer (not the narrowed stand-in shown while it loads). */
    isSettled: showFavorites || (query.isSuccess && !query.isPlaceholderData),
    isError: !showFavorites && query.isError,
    refetch: query.refetch,
  };
}
