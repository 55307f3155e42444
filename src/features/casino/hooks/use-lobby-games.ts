import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@contracts/types/casino/game';
import { parseGameSort } from '@contracts/domain/game-lobby';
import { useCategoryList } from '@site/features/casino/api/category-list';
import { gamesQuery, useGames, type GamesLookup, type LookupOptions } from '@site/features/casino/api/games';
import { searchAnswer } from '@site/features/casino/lookup-placeholder';
import type { ChipItem } from '@site/features/casino/components/category-chips';

/** Chip key of the favourites view. */
export const FAVORITES_KEY = 'favorites';

interface Options {
  /** Lobby slug of the route: slot, live, games, tvbets, popular-games. */
  slug: string;
  /** Chip key in the URL; the lobby slug (its main category) by default. */
  selected: string;
  /** The name lookup's term (debounced box), '' for none. */
  search: string;
  /** What the box holds now (each key; a deferred value, so typing stays smooth): answered at once from the held list. */
  typed: string;
  /** A jackpot's instance name (URL `jackpot`): its games instead of the chip's; '' for none. */
  jackpot: string;
  /** Sort and provider filter (URL `sort`, `providers`; docs/lobby.md). */
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
 * The casino/games lookup of a lobby (docs/lobby.md): the name lookup while searching (live only in the live casino
 * lobby), else a jackpot's games, else the selected chip's category; with the sort and provider filter.
 */
export function lobbyLookup({ slug, selected, search, jackpot, options }: Omit<Options, 'favoriteGames' | 'typed'>): GamesLookup {
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
 * What a lobby shows (docs/lobby.md): its category chips (categories whose slugList holds the lobby slug, the main one
 * first, plus Favorites for players), and the games of the name lookup while searching (casino/games {live,
 * search}; live only in the live casino lobby), else of a jackpot (docs/lobby.md), else of the selected chip; sorted and
 * filtered by provider on the server (docs/lobby.md). Favourites are the player's own list, sorted and filtered there.
 * While the box holds a name the server has not answered yet, the list the page holds answers it at once
 * (lookup-placeholder.ts searchAnswer; docs/lobby.md "Search"), and the server's answer replaces it when it lands.
 */
export function useLobbyGames({ slug, selected, search, typed, jackpot, options, favoriteGames }: Options) {
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
  const wanted = typed.trim();
  const showFavorites = !wanted && !jackpot && selected === FAVORITES_KEY && favoriteGames !== null;
  const query = useGames(lobbyLookup({ slug, selected, search, jackpot, options }), !showFavorites);
  // The list the page holds without a search (same sort and providers), read from the cache only: never fetched for this.
  const held = useQuery({ ...gamesQuery(lobbyLookup({ slug, selected, search: '', jackpot, options })), enabled: false }).data;
  const providerKey = (options.providers ?? []).join(',');
  const favoritesShown = useMemo(() => {
    if (!showFavorites || !favoriteGames) return null;
    const ids = new Set(providerKey.split(',').filter(Boolean).map(Number));
    return ids.size > 0 ? favoriteGames.filter((game) => ids.has(game.providerId)) : favoriteGames;
  }, [showFavorites, favoriteGames, providerKey]);
  const termGames = term ? query.data : undefined;
  const answer = useMemo(
    () => (wanted ? searchAnswer({ typed: wanted, live: slug === 'live', sorted: options.sort !== undefined, term, termGames, held }) : undefined),
    [wanted, slug, options.sort, term, termGames, held],
  );
  const ownAnswer = query.isSuccess && !query.isPlaceholderData;
  if (showFavorites) return { chips, games: favoritesShown, isPending: false, isSettled: true, isError: false, refetch: query.refetch };
  if (!wanted) {
    // The box was just emptied and the lookup has not followed yet: the held list is that lookup's answer.
    const games = term ? held ?? query.data : query.data;
    return { chips, games, isPending: games === undefined && query.isPending, isSettled: !term && ownAnswer, isError: !term && query.isError, refetch: query.refetch };
  }
  return {
    chips,
    games: answer,
    isPending: answer === undefined,
    /** The list is the lookup's own answer to what the box holds (not the page's stand-in shown while it loads). */
    isSettled: ownAnswer && term !== '' && answer === query.data,
    isError: false,
    refetch: query.refetch,
  };
}
