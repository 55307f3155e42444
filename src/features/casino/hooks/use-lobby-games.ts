import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '../../../../contracts/types/casino/game';
import { parseGameSort } from '../../../../contracts/domain/game-lobby';
import { useCategoryList } from '../api/category-list';
import { useGames, type GamesLookup, type LookupOptions } from '../api/games';
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
  /** A jackpot's instance name (URL `jackpot`): its games instead of the chip's; '' for none. */
  jackpot: string;
  /** Sort and provider filter (URL `sort`, `providers`; issue 16). */
  options: LookupOptions;
  favoriteGames: CasinoGame[] | null;
}

/** The lobby URL's provider filter parameter: provider ids "1,14" (contracts/domain/game-lobby.ts parseProviderIds). */
export const PROVIDERS_PARAM = 'providers';

/**
 * What a lobby's URL asks for (docs/lobby.md; `param` reads its query string), besides the search term: the chip (`category`, else the lobby slug),
 * `sort`, `providers` (as written: contracts/domain/game-lobby.ts parseProviderIds reads it) and `jackpot`.
 */
export function lobbyUrlState(param: (name: string) => string | null, slug: string) {
  return {
    selected: param('category') ?? slug,
    sort: parseGameSort(param('sort')),
    providersParam: param(PROVIDERS_PARAM) ?? '',
    jackpot: (param('jackpot') ?? '').trim().slice(0, 100),
  };
}

/**
 * The casino/games lookup of a lobby (issue 5, 16): the name lookup while searching (live only in the live casino
 * lobby), else a jackpot's games, else the selected chip's category; with the sort and provider filter.
 */
export function lobbyLookup({ slug, selected, search, jackpot, options }: Omit<Options, 'favoriteGames'>): GamesLookup {
  const term = search.trim();
  const extra: LookupOptions = {
    ...(options.sort ? { sort: options.sort } : {}),
    ...(options.providers && options.providers.length > 0 ? { providers: options.providers } : {}),
  };
  if (term) return { live: slug === 'live', search: term, ...extra };
  if (jackpot) return { jackpot, ...extra };
  return { systemCategory: /^\d+$/.test(selected) ? Number(selected) : slug, ...extra };
}

/**
 * What a lobby shows (issue 5): its category chips (categories whose slugList holds the lobby slug, the main one
 * first, plus Favorites for players), and the games of the name lookup while searching (casino/games {live,
 * search}; live only in the live casino lobby), else of a jackpot (issue 16), else of the selected chip; sorted and
 * filtered by provider on the server (issue 16). Favourites are the player's own list, sorted and filtered there.
 */
export function useLobbyGames({ slug, selected, search, jackpot, options, favoriteGames }: Options) {
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
  const showFavorites = !term && !jackpot && selected === FAVORITES_KEY && favoriteGames !== null;
  const query = useGames(lobbyLookup({ slug, selected, search, jackpot, options }), !showFavorites);
  const providerKey = (options.providers ?? []).join(',');
  const favoritesShown = useMemo(() => {
    if (!showFavorites || !favoriteGames) return null;
    const ids = new Set(providerKey.split(',').filter(Boolean).map(Number));
    return ids.size > 0 ? favoriteGames.filter((game) => ids.has(game.providerId)) : favoriteGames;
  }, [showFavorites, favoriteGames, providerKey]);
  const games = showFavorites ? favoritesShown : query.data;
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
