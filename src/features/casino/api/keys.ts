/*
 * The casino feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/** Every casino query (lobby, games, favourites, jackpots): ['casino', …]. */
const CASINO_KEY = ['casino'] as const;
/** casino/games pages, any lookup: a favourite toggled refreshes them all. */
export const GAMES_KEY = [...CASINO_KEY, 'games'] as const;
/** The player's recently played games, any token. */
export const RECENT_GAMES_KEY = [...CASINO_KEY, 'recentgames'] as const;

export const casinoKeys = {
  categoryList: (language: string) => [...CASINO_KEY, 'categorylist', language] as const,
  favorites: (token: string | undefined) => [...CASINO_KEY, 'favorites', token ?? ''] as const,
  gameInfo: (code: string) => [...CASINO_KEY, 'gameinfo', code] as const,
  jackpots: (path: string) => [...CASINO_KEY, 'jackpots', path] as const,
  providerList: (systemCategory: string) => [...CASINO_KEY, 'providerlist', systemCategory] as const,
};
