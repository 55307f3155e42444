/**
 * Lobby rules written once for the site and the platform server (docs/lobby.md, "what the best lobbies offer";
 * docs/lobby.md): sort keys, the provider filter's URL form, badge thresholds and the recently played length.
 * No imports beyond search-fold: the server loads this file as is.
 */
import { rankByName } from './search-fold';

/** Sorts a player can pick (URL `sort=`, casino/games `sort`); absent = the lobby's own order. */
export const GAME_SORTS = ['name', 'newest', 'popular'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** A game is New this many days (24 h each) after it joined the catalogue (games.added_at). */
export const NEW_GAME_DAYS = 14;
/** Popularity counts the rounds of this many days, plus the game's baseline. */
export const POPULARITY_DAYS = 30;
/** The Hot badge goes to this many games of the whole catalogue, the most popular (ties: by game code). */
export const HOT_GAMES = 12;
/** The recently played row holds at most this many games (newest first, each once). */
export const RECENT_GAMES = 12;
/** Most providers one lookup may filter by (casino/games `providers`, schema maxItems). */
export const MAX_PROVIDER_FILTER = 50;

/** The URL's `sort` value as a sort, or null (absent, or not one of GAME_SORTS: a hand-edited link). */
export function parseGameSort(value: string | null | undefined): GameSort | null {
  return (GAME_SORTS as readonly string[]).includes(value ?? '') ? (value as GameSort) : null;
}

/**
 * The URL's `providers` value ("1,14") as provider ids: whole numbers ≥ 1, each once, ascending, at most
 * MAX_PROVIDER_FILTER; anything else in the list is dropped (a hand-edited link never breaks the lobby).
 */
export function parseProviderIds(value: string | null | undefined): number[] {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id >= 1 && id <= 2_147_483_647) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_PROVIDER_FILTER);
}

/** The `providers` URL value of `ids` ('' for none), in parseProviderIds' form. */
export const formatProviderIds = (ids: readonly number[]): string => parseProviderIds(ids.join(',')).join(',');

/**
 * The items whose name holds `term` (both in search form), in the order a lookup answers: with a sort, the list's
 * own order (it is already sorted); without one, best match first (rankByName). The server orders a sorted search
 * the same way, so the site can narrow the list on screen while the answer is on its way.
 */
export function matchByName<T>(items: readonly T[], term: string, folded: (item: T) => string, sorted: boolean): T[] {
  const ranked = rankByName(items, term, folded);
  if (!sorted) return ranked;
  const hits = new Set(ranked);
  return items.filter((item) => hits.has(item));
}
