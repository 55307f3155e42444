import type { CasinoGame } from '@contracts/types/casino/game';
import { matchByName } from '@contracts/domain/game-lobby';
import { foldSearchText } from '@contracts/domain/search-fold';
import type { GamesLookup } from './api/games';

/** Folded names of the games on screen, once per game object (lists of 5,000 are narrowed on every key). */
const foldedNames = new WeakMap<CasinoGame, string>();

/** A game's name in search form (contracts/domain/search-fold.ts), folded once per game object. */
function foldedName(game: CasinoGame): string {
  let name = foldedNames.get(game);
  if (name === undefined) foldedNames.set(game, (name = foldSearchText(game.name)));
  return name;
}

/** `games` of the lobby's kind (live or not) whose names match `term`, by the server's rule and order (matchByName). */
function narrowByName(games: CasinoGame[], term: string, live: boolean, sorted: boolean): CasinoGame[] {
  return matchByName(games.filter((game) => game.isLive === live), term, foldedName, sorted);
}

/**
 * What the lobby shows for a name lookup while its reply is on the way (docs/lobby.md: results at once, the
 * list updated in place instead of a skeleton). `previous` is the list on screen and `previousLookup` what it
 * answered. When the new term extends the previous lookup's (same live flag), the reply is exactly the previous
 * list narrowed by contracts/domain/search-fold.ts, the server's own rule and order. Otherwise undefined: a category
 * list narrowed would only be part of the answer, so it is searchAnswer's last resort, not the lookup's placeholder.
 * The sort and the provider filter (docs/lobby.md) must be the previous lookup's too; with a sort, the narrowed list
 * keeps the previous list's (sorted) order, as the server answers (contracts/domain/game-lobby.ts matchByName).
 */
export function lookupPlaceholder(lookup: GamesLookup, previous: CasinoGame[] | undefined, previousLookup: unknown): CasinoGame[] | undefined {
  if (!('search' in lookup) || 'systemCategory' in lookup || 'jackpot' in lookup || !previous) return undefined;
  const before = previousLookup as Partial<{ live: boolean; search: string; sort: string; providers: number[] }> | undefined;
  const sameOptions = before?.sort === lookup.sort && (before?.providers ?? []).join(',') === (lookup.providers ?? []).join(',');
  const extends_ = typeof before?.search === 'string' && before.live === lookup.live && sameOptions
    && foldSearchText(lookup.search).trim().includes(foldSearchText(before.search).trim());
  if (!extends_) return undefined;
  return narrowByName(previous, lookup.search, lookup.live, lookup.sort !== undefined);
}

/** What the lobby knows when the box holds a name: the server lookup's term and list, and the list the page holds. */
export interface SearchSources {
  /** What the box holds now (every key, not debounced). */
  typed: string;
  /** Live games or the others (the lobby's kind: live only in the live casino lobby). */
  live: boolean;
  /** A sort is picked: the lists are in its order and the answer keeps it (contracts/domain/game-lobby.ts matchByName). */
  sorted: boolean;
  /** The term of the server lookup under way or answered (the box debounced); '' for none. */
  term: string;
  /** That lookup's list: its answer, or lookupPlaceholder's exact stand-in; undefined while nothing stands in. */
  termGames: CasinoGame[] | undefined;
  /** The list the page holds for the same sort and providers without a search (the category's or the jackpot's). */
  held: CasinoGame[] | undefined;
}

/**
 * The games to show for what the box holds at once, before the server's lookup of it answers (docs/lobby.md
 * "Search": results within 300 ms of the last key on a phone). In order of trust:
 * 1. the lookup's own list when its term is what the box holds;
 * 2. that list narrowed when the box holds more than its term (the server's answer exactly: the same rule and order);
 * 3. the held list narrowed by the same rule (contracts/domain/search-fold.ts), in the server's order: part of
 *    the server's answer, which searches every category and refines it when it arrives;
 * 4. undefined (the loading state) when none of those has a game: "nothing found" is the server's to say.
 * `typed` must not be blank.
 */
export function searchAnswer({ typed, live, sorted, term, termGames, held }: SearchSources): CasinoGame[] | undefined {
  const wanted = foldSearchText(typed).trim();
  const asked = foldSearchText(term).trim();
  const narrow = (games: CasinoGame[]) => narrowByName(games, typed, live, sorted);
  if (asked && termGames) {
    if (wanted === asked) return termGames;
    if (wanted.includes(asked)) return narrow(termGames);
  }
  const local = held ? narrow(held) : [];
  return local.length > 0 ? local : undefined;
}
