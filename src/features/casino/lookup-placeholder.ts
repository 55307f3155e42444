import type { CasinoGame } from '../../../contracts/types/casino/game';
import { matchByName } from '../../../contracts/domain/game-lobby';
import { foldSearchText } from '../../../contracts/domain/search-fold';
import type { GamesLookup } from './api/games';

/** Folded names of the games on screen, once per game object (lists of 5,000 are narrowed on every key). */
const foldedNames = new WeakMap<CasinoGame, string>();

/**
 * What the lobby shows for a name lookup while its reply is on the way (issue 16 item 8: results at once, the
 * list updated in place instead of a skeleton). `previous` is the list on screen and `previousLookup` what it
 * answered. When the new term extends the previous lookup's (same live flag), the reply is exactly the previous
 * list narrowed by contracts/domain/search-fold.ts, the server's own rule and order. Otherwise undefined (the skeleton until
 * the answer): a category list narrowed would only be part of it, and tiles would move under the player's finger.
 * The sort and the provider filter (issue 16) must be the previous lookup's too; with a sort, the narrowed list
 * keeps the previous list's (sorted) order, as the server answers (contracts/domain/game-lobby.ts matchByName).
 */
export function lookupPlaceholder(lookup: GamesLookup, previous: CasinoGame[] | undefined, previousLookup: unknown): CasinoGame[] | undefined {
  if (!('search' in lookup) || 'systemCategory' in lookup || 'jackpot' in lookup || !previous) return undefined;
  const fold = (game: CasinoGame) => {
    let name = foldedNames.get(game);
    if (name === undefined) foldedNames.set(game, (name = foldSearchText(game.name)));
    return name;
  };
  const sameKind = previous.filter((game) => game.isLive === lookup.live);
  const before = previousLookup as Partial<{ live: boolean; search: string; sort: string; providers: number[] }> | undefined;
  const sameOptions = before?.sort === lookup.sort && (before?.providers ?? []).join(',') === (lookup.providers ?? []).join(',');
  const extends_ = typeof before?.search === 'string' && before.live === lookup.live && sameOptions
    && foldSearchText(lookup.search).trim().includes(foldSearchText(before.search).trim());
  if (!extends_) return undefined;
  const narrowed = matchByName(sameKind, lookup.search, fold, lookup.sort !== undefined);
  return narrowed;
}
