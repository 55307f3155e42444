import type { CasinoGame } from '@contracts/types/casino/game';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { NEW_GAME_DAYS, type GameSort } from '@contracts/domain/game-lobby';
import { foldSearchText } from '@contracts/domain/search-fold';
import type { LobbyGame } from './catalogue-cache';
import { JsonText } from '@server/http/envelope';

/** What a reply's badges are read from: the Hot codes of the popularity reading and the time of the request. */
export interface BadgeContext {
  hot: ReadonlySet<string>;
  /** ms since the epoch. */
  nowMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A game's tile badges (docs/lobby.md), in the order the tile shows them: jackpot (it feeds a jackpot),
 * hot (among the HOT_GAMES most popular), new (added less than NEW_GAME_DAYS days ago; an unknown date never is).
 */
export function badgesOf(game: LobbyGame, { hot, nowMs }: BadgeContext): NonNullable<CasinoGame['badges']> {
  const badges: NonNullable<CasinoGame['badges']> = [];
  if (game.jackpots.length > 0) badges.push('jackpot');
  if (hot.has(game.gameCode)) badges.push('hot');
  if (game.addedAtMs !== null && nowMs - game.addedAtMs < NEW_GAME_DAYS * DAY_MS) badges.push('new');
  return badges;
}

/** The game as a player gets it: the public fields, his favourite flag and the badges (never the cached object). */
export function replyGame(game: LobbyGame, favorite: boolean, context: BadgeContext): CasinoGame {
  return {
    gameCode: game.gameCode, name: game.name, providerName: game.providerName, providerId: game.providerId,
    mainProviderId: game.mainProviderId, productId: game.productId, system: game.system, image: game.image,
    isLive: game.isLive, isFavorite: favorite, badges: badgesOf(game, context), demoPlay: game.demoPlay === true,
  };
}

/** A game's reply as JSON text, both favourite flags, valid for one Hot set until `validUntilMs` (its New badge ends). */
interface GameText {
  hot: ReadonlySet<string>;
  validUntilMs: number;
  plain: string;
  favourite: string;
}

/** Per cached game object: a catalogue change replaces the objects, so their texts go with them. */
const gameTexts = new WeakMap<LobbyGame, GameText>();

/**
 * replyGame as JSON text (docs/read-models.md): made once per game, popularity reading and badge change, then reused by
 * every reply that lists the game. `check` (test and demo mode: the contract's schemas/api/casino/game.json) runs on
 * each reply object when its text is made.
 */
export function replyGameText(game: LobbyGame, favorite: boolean, context: BadgeContext, check?: (reply: CasinoGame) => void): string {
  let text = gameTexts.get(game);
  if (!text || text.hot !== context.hot || context.nowMs >= text.validUntilMs) {
    const reply = replyGame(game, false, context);
    check?.(reply);
    const newUntil = game.addedAtMs === null ? Number.POSITIVE_INFINITY : game.addedAtMs + NEW_GAME_DAYS * DAY_MS;
    text = {
      hot: context.hot,
      validUntilMs: context.nowMs < newUntil ? newUntil : Number.POSITIVE_INFINITY,
      plain: JSON.stringify(reply),
      favourite: JSON.stringify({ ...reply, isFavorite: true }),
    };
    gameTexts.set(game, text);
  }
  return favorite ? text.favourite : text.plain;
}

/** The whole list's text for a player without favourites in it, per list variant (sort, providers), with its validity. */
interface ListText {
  hot: ReadonlySet<string>;
  validUntilMs: number;
  /** The same object for every caller while it is valid (reusable: its encoded bytes are kept with it). */
  text: JsonText<CasinoGame[]>;
}

/** Per cached base list (the catalogue cache's array): the codes in it and its texts by variant. */
const listTexts = new WeakMap<readonly LobbyGame[], { codes: ReadonlySet<string>; variants: Map<string, ListText> }>();
/** Most variants kept per base list (sort × provider filters a client may ask for): the oldest goes first. */
const MAX_VARIANTS = 64;

/**
 * The JSON text of `games` (the base list `base`, filtered and sorted as `variant` says) for a player with
 * `favorites` (docs/read-models.md): when none of his favourites is in the base list — every visitor, most players —
 * the text made for the first such call is reused (the same `reusable` JsonText object, so its encoded bytes are
 * reused too: server/http/encoded-reply.ts) until the Hot set changes or a New badge ends; otherwise it is spliced
 * from the games' texts (replyGameText) for this call only.
 */
export function replyListText(
  base: readonly LobbyGame[], variant: string, games: readonly LobbyGame[], favorites: ReadonlySet<string>, context: BadgeContext,
  check?: (reply: CasinoGame) => void,
): JsonText<CasinoGame[]> {
  let memo = listTexts.get(base);
  if (!memo) listTexts.set(base, (memo = { codes: new Set(base.map((game) => game.gameCode)), variants: new Map() }));
  if (!isPlain(memo.codes, favorites)) return new JsonText(`[${games.map((game) => replyGameText(game, favorites.has(game.gameCode), context, check)).join(',')}]`);
  const kept = validText(memo.variants.get(variant), context);
  if (kept) return kept;
  let validUntilMs = Number.POSITIVE_INFINITY;
  const parts = games.map((game) => {
    const part = replyGameText(game, false, context, check);
    validUntilMs = Math.min(validUntilMs, gameTexts.get(game)?.validUntilMs ?? 0);
    return part;
  });
  const text = new JsonText<CasinoGame[]>(`[${parts.join(',')}]`, true);
  if (memo.variants.size >= MAX_VARIANTS && !memo.variants.has(variant)) memo.variants.delete(memo.variants.keys().next().value as string);
  memo.variants.set(variant, { hot: context.hot, validUntilMs, text });
  return text;
}

/**
 * The text replyListText would return from what it kept, without making anything: the same reusable object, or
 * undefined when none is kept for this base list and variant, it is no longer valid, or the player has a favourite
 * in the list. For the lobby call's path that awaits nothing (CasinoService.keptText; docs/read-models.md).
 */
export function keptListText(base: readonly LobbyGame[], variant: string, favorites: ReadonlySet<string>, context: BadgeContext): JsonText<CasinoGame[]> | undefined {
  const memo = listTexts.get(base);
  return memo && isPlain(memo.codes, favorites) ? validText(memo.variants.get(variant), context) : undefined;
}

/** Whether none of `favorites` is in the list of `codes` (every visitor, most players): its text is the shared one. */
function isPlain(codes: ReadonlySet<string>, favorites: ReadonlySet<string>): boolean {
  for (const code of favorites) if (codes.has(code)) return false;
  return true;
}

/** A kept list text while valid: the same popularity reading's Hot set, and no New badge of its games ended. */
function validText(kept: ListText | undefined, context: BadgeContext): JsonText<CasinoGame[]> | undefined {
  return kept && kept.hot === context.hot && context.nowMs < kept.validUntilMs ? kept.text : undefined;
}

const byName = (a: LobbyGame, b: LobbyGame): number =>
  a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.gameCode < b.gameCode ? -1 : a.gameCode > b.gameCode ? 1 : 0;

/**
 * `games` in a player's chosen order: name A–Z (search form of contracts/domain/search-fold.ts, so İ/I and ş/s
 * sort together), newest (added_at, unknown last), popular (score, highest first). Ties fall back to the name, then
 * the code, so the order is total: a sorted list narrowed by name keeps its order, which is how the site narrows
 * the list on screen while a lookup is on its way (contracts/domain/game-lobby.ts matchByName). Returns a new array.
 */
export function sortGames(games: readonly LobbyGame[], sort: GameSort, score: ReadonlyMap<string, number>): LobbyGame[] {
  const sorted = [...games];
  if (sort === 'name') return sorted.sort(byName);
  if (sort === 'newest') {
    const added = (game: LobbyGame) => game.addedAtMs ?? Number.NEGATIVE_INFINITY;
    return sorted.sort((a, b) => (added(b) === added(a) ? byName(a, b) : added(b) > added(a) ? 1 : -1));
  }
  return sorted.sort((a, b) => (score.get(b.gameCode) ?? 0) - (score.get(a.gameCode) ?? 0) || byName(a, b));
}

/** The providers of `games` with their game counts, by name (search form), for the lobby's provider filter. */
export function providersOf(games: readonly LobbyGame[]): CasinoProvider[] {
  const found = new Map<number, CasinoProvider & { folded: string }>();
  for (const game of games) {
    const entry = found.get(game.providerId);
    if (entry) entry.gameCount += 1;
    else found.set(game.providerId, { id: game.providerId, name: game.providerName, gameCount: 1, folded: foldSearchText(game.providerName) });
  }
  return [...found.values()]
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.id - b.id))
    .map(({ id, name, gameCount }) => ({ id, name, gameCount }));
}
