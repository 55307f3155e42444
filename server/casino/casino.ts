import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { defaultLocale } from '@server/i18n/locale';
import type { Locale } from '@server/i18n/locale';
import { ApiFailure } from '@server/http/envelope';
import type { CasinoGame } from '@contracts/types/casino/game';
import type { CasinoGamesRequest } from '@contracts/types/casino/games.request';
import type { CasinoCategory } from '@contracts/types/casino/category-list';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import type { GameInfo } from '@contracts/types/casino/game-info';
import { CatalogueCache, type LobbyGame } from './catalogue-cache';
import { keptListText, providersOf, replyGame, replyGameText, replyListText, sortGames, type BadgeContext } from './lobby';
import { JsonText } from '@server/http/envelope';
import { GamePopularity } from './game-popularity';
import { DEMO_PLAY_SQL, gameInfo } from './game-info';
import { RECENT_GAMES } from '@contracts/domain/game-lobby';
import { foldSearchText, rankByName } from '@contracts/domain/search-fold';
import { ReadModel } from '@server/platform/read-model';
import type { ReadModelChange, ReadModelSubscriber } from '@server/platform/read-models';

/** Most players whose favourite codes one process keeps in memory. */
export const FAVORITES_CACHE_MAX = 20_000;
/** Longest a cached favourites set is trusted without a notification, ms (ReadModelOptions.ttlMs). */
export const FAVORITES_CACHE_TTL_MS = 5 * 60_000;
const NO_FAVORITES: ReadonlySet<string> = new Set();

/** A catalogue row with what a game launch needs beyond the public fields. */
export interface CatalogueGame extends CasinoGame {
  available: boolean;
}

/** What toGame reads of a catalogue row (the builder's rows of selectGames are checked against it). */
interface GameRow {
  code: string; name: string; provider_name: string; provider_id: number; main_provider_id: number; product_id: number;
  system: string; is_live: boolean; available: boolean; is_favorite: boolean; added_at: Date | null; jackpots: string[]; demo_play: boolean;
}

/** The catalogue's games (alias g, provider p) with what a reply needs, favourites of `playerId` (0: a visitor, who has none). */
function selectGames(db: Db, playerId: number) {
  return typed(db)
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select((eb) => [
      'g.code', 'g.name', 'p.name as provider_name', 'p.id as provider_id', 'p.main_provider_id', 'g.product_id',
      'g.system', 'g.is_live', 'g.available', 'g.added_at',
      // ARRAY(subquery): the builder has no array constructor over a subquery.
      sql<string[]>`ARRAY(SELECT j.instance_name FROM jackpot_games j WHERE j.game_code = g.code ORDER BY j.instance_name)`.as('jackpots'),
      eb.exists(eb.selectFrom('game_favorites as f').select('f.game_code').where('f.player_id', '=', playerId).whereRef('f.game_code', '=', 'g.code'))
        .$castTo<boolean>()
        .as('is_favorite'),
      // The one fun-mode rule (game-info.ts), shared as an SQL expression.
      sql<boolean>`${sql.raw(DEMO_PLAY_SQL)}`.as('demo_play'),
    ]);
}

/** Tile art URL (served by the demo game provider; see routes/casino/demo-games.ts). */
export const gameImageUrl = (code: string): string => `/demo/games/art/${encodeURIComponent(code)}.svg`;

function toGame(row: GameRow): CatalogueGame {
  return {
    gameCode: row.code, name: row.name, providerName: row.provider_name, providerId: row.provider_id,
    mainProviderId: row.main_provider_id, productId: row.product_id, system: row.system, image: gameImageUrl(row.code),
    isLive: row.is_live, isFavorite: row.is_favorite, available: row.available, demoPlay: row.demo_play,
  };
}

/** The cached form of a row: public fields (isFavorite false) plus what the lobby sorts and badges by. */
function toLobbyGame(row: GameRow): LobbyGame {
  const { available: _available, ...game } = toGame(row);
  return {
    ...game, isFavorite: false, addedAtMs: row.added_at === null ? null : row.added_at.getTime(),
    jackpots: row.jackpots, folded: foldSearchText(row.name),
  };
}

/** The kept-text key of a lookup's sort and filters (server/casino/lobby.ts replyListText); the base list is keyed apart. */
function variantOf(request: CasinoGamesRequest): string {
  return `${request.sort ?? ''}|${(request.providers ?? []).join(',')}|${request.jackpot ?? ''}|${request.live ?? ''}|${request.search ?? ''}`;
}

/** Longest list one lookup returns; a lobby category holds at most a few hundred games in the demo. */
const MAX_GAMES = 5000;

/**
 * The casino catalogue (docs/product.md §3 Game, Category; §7 casino/games, categorylist, togglefavorite).
 * `playerId` 0 means a visitor: every isFavorite is false.
 */
export class CasinoService implements ReadModelSubscriber {
  /** Lobby lists shared by every player; see server/casino/catalogue-cache.ts for when they are dropped. */
  readonly cache: CatalogueCache;
  /** Play counts for the Popular sort and the Hot badge. */
  readonly popularity: GamePopularity;

  /**
   * The favourites read model (docs/read-models.md): each player's favourite codes, dropped by his
   * toggles here and, at commit, by the 'f' notification of any change to game_favorites (migration 160).
   */
  private readonly favoriteSets: ReadModel<number, Set<string>>;
  /** The contract check of game replies made as text; none in production (setGameCheck). */
  private checkGame: ((reply: CasinoGame) => void) | undefined;

  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {
    this.cache = new CatalogueCache(db, (categoryId) => this.loadCategory(categoryId), () => this.loadAll());
    this.popularity = new GamePopularity(db, now);
    this.favoriteSets = new ReadModel<number, Set<string>>({ max: FAVORITES_CACHE_MAX, ttlMs: FAVORITES_CACHE_TTL_MS, listenerState: () => db.listenerState() });
  }

  changed(change: ReadModelChange): void {
    if (change.kind === 'f') this.favoriteSets.invalidate(change.id);
  }

  reset(): void {
    this.favoriteSets.clear();
    this.cache.invalidate();
  }

  /**
   * POST casino/games (docs/product.md §7): the games of a category (id or slug), of a jackpot (its instance name)
   * or of a name lookup (see `search`), in that precedence; then only those of `providers` (any of them), then in
   * the order of `sort` (absent: the lobby's order, or best match first). Each game with the player's favourite
   * flag and its badges. Unknown category or jackpot: an empty list. At most MAX_GAMES.
   */
  async lookup(request: CasinoGamesRequest, playerId: number): Promise<CasinoGame[]> {
    const { games, favorites, context } = await this.select(request, playerId);
    return games.map((game) => replyGame(game, favorites.has(game.gameCode), context));
  }

  /**
   * `lookup` as JSON text, for POST casino/games (docs/read-models.md): the same list, spliced from each game's text kept
   * in memory (server/casino/lobby.ts replyGameText) instead of building and serialising hundreds of objects per call.
   */
  async lookupText(request: CasinoGamesRequest, playerId: number): Promise<JsonText<CasinoGame[]>> {
    const { base, games, favorites, context } = await this.select(request, playerId);
    // A name lookup's result is not a cached list (base === games is a fresh array): splice without keeping.
    if (base === null) return new JsonText(`[${games.map((game) => replyGameText(game, favorites.has(game.gameCode), context, this.checkGame)).join(',')}]`);
    return replyListText(base, variantOf(request), games, favorites, context, this.checkGame);
  }

  /**
   * The text lookupText would return for a category list, when all of it is already in memory: the category index,
   * the list, the player's favourites (none for a visitor), a current popularity reading, and the list's kept text for
   * this sort and provider filter (a player with a favourite in the list has none). Else undefined: await lookupText,
   * which makes and keeps what is missing. Synchronous: the lobby call's common case awaits nothing (docs/read-models.md).
   */
  keptText(request: CasinoGamesRequest, playerId: number): JsonText<CasinoGame[]> | undefined {
    if (request.systemCategory === undefined) return undefined;
    const categoryId = this.cache.categoryIdNow(request.systemCategory);
    const base = categoryId === null || categoryId === undefined ? undefined : this.cache.gamesNow(categoryId);
    const favorites = playerId === 0 ? NO_FAVORITES : this.favoriteSets.cached(playerId, () => true);
    const popularity = this.popularity.current();
    if (base === undefined || favorites === undefined || popularity === undefined) return undefined;
    return keptListText(base, variantOf(request), favorites, { hot: popularity.hot, nowMs: this.now() });
  }

  /**
   * Installs the contract check of each game reply made as text (test and demo mode; server/casino/service-plugin.ts).
   */
  setGameCheck(check: (reply: CasinoGame) => void): void {
    this.checkGame = check;
  }

  /** The games of a lookup (filtered, sorted, at most MAX_GAMES), the player's favourites and the badge context. */
  private async select(request: CasinoGamesRequest, playerId: number): Promise<{
    /** The cached category list the games come from; null for a jackpot's or a name lookup's games (made per call). */
    base: readonly LobbyGame[] | null;
    games: readonly LobbyGame[];
    favorites: ReadonlySet<string>;
    context: BadgeContext;
  }> {
    const [list, favorites, popularity] = await Promise.all([this.listOf(request), this.favoriteCodes(playerId), this.popularity.snapshot()]);
    const base = request.systemCategory !== undefined ? list : null;
    let games = list;
    if (request.providers && request.providers.length > 0) {
      const ids = new Set(request.providers);
      games = games.filter((game) => ids.has(game.providerId));
    }
    if (request.sort) games = sortGames(games, request.sort, popularity.score);
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return { base, games: games.length > MAX_GAMES ? games.slice(0, MAX_GAMES) : games, favorites, context };
  }

  private async listOf({ systemCategory, jackpot, search, live }: CasinoGamesRequest): Promise<readonly LobbyGame[]> {
    if (systemCategory !== undefined) {
      const categoryId = await this.cache.categoryId(systemCategory);
      if (categoryId === null) return [];
      // A lobby visit is usually followed by a name lookup: build its list now, in the background (failures are retried then).
      void this.cache.searchable();
      return this.cache.games(categoryId);
    }
    const all = await this.cache.searchable();
    if (jackpot !== undefined) return all.filter((entry) => entry.game.jackpots.includes(jackpot)).map((entry) => entry.game);
    const wanted = live ?? false;
    return rankByName(all.filter((entry) => entry.game.isLive === wanted), search ?? '', (entry) => entry.folded).map((entry) => entry.game);
  }

  /** GET casino/providerlist: the providers with games in a category (id or slug), by name; unknown: []. */
  async providers(systemCategory: string): Promise<CasinoProvider[]> {
    const categoryId = await this.cache.categoryId(systemCategory);
    return categoryId === null ? [] : providersOf(await this.cache.games(categoryId));
  }

  /**
   * GET casino/recentgames: the games the player launched most recently (game_sessions: one per
   * launch), newest first, each once, at most RECENT_GAMES; with favourite flags and badges. Empty for a player who
   * has not played.
   */
  async recent(playerId: number): Promise<CasinoGame[]> {
    const rows = await typed(this.db)
      .selectFrom('game_sessions')
      .select('game_code')
      .where('player_id', '=', playerId)
      .groupBy('game_code')
      .orderBy((eb) => eb.fn.max('id'), 'desc')
      .limit(RECENT_GAMES)
      .execute();
    if (rows.length === 0) return [];
    const [all, favorites, popularity] = await Promise.all([this.cache.searchable(), this.favoriteCodes(playerId), this.popularity.snapshot()]);
    const byCode = new Map(all.map((entry) => [entry.game.gameCode, entry.game]));
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return rows.flatMap((row) => {
      const game = byCode.get(row.game_code);
      return game ? [replyGame(game, favorites.has(game.gameCode), context)] : [];
    });
  }

  /**
   * Categories in lobby order, names in `locale`, else in the default language, else the catalogue name.
   * Kept in memory per language with the lobby lists (dropped on a catalogue change). Shared array: copy.
   */
  categories(locale: Locale): Promise<CasinoCategory[]> {
    return this.cache.derivedList(`categories:${locale}`, () => this.loadCategories(locale));
  }

  private async loadCategories(locale: Locale): Promise<CasinoCategory[]> {
    const rows = await typed(this.db)
      .selectFrom('game_categories as c')
      .leftJoin('game_category_names as own', (join) => join.onRef('own.category_id', '=', 'c.id').on('own.language', '=', locale))
      .leftJoin('game_category_names as fallback', (join) => join.onRef('fallback.category_id', '=', 'c.id').on('fallback.language', '=', defaultLocale()))
      .select(['c.id', 'c.name', 'own.name as ownName', 'fallback.name as fallbackName', 'c.slug_list'])
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.ownName ?? r.fallbackName ?? r.name, slugList: r.slug_list }));
  }

  /** Games of a category given by id or by its own slug, in lobby order (see lookup). */
  byCategory(systemCategory: string | number, playerId: number): Promise<CasinoGame[]> {
    return this.lookup({ systemCategory }, playerId);
  }

  /** Codes of the player's favourite games (a shared set: never mutate); empty for a visitor (0) without asking the database. */
  private async favoriteCodes(playerId: number): Promise<ReadonlySet<string>> {
    if (playerId === 0) return NO_FAVORITES;
    const codes = await this.favoriteSets.get(playerId, async () => {
      const rows = await typed(this.db).selectFrom('game_favorites').select('game_code').where('player_id', '=', playerId).execute();
      return new Set(rows.map((row) => row.game_code));
    });
    return codes ?? NO_FAVORITES;
  }

  /** One category's games from the database, in lobby order, as a visitor sees them (for the cache). */
  private async loadCategory(categoryId: number): Promise<LobbyGame[]> {
    const rows = await selectGames(this.db, 0)
      .innerJoin('game_category_members as m', 'm.game_code', 'g.code')
      .where('m.category_id', '=', categoryId)
      .orderBy('g.sort_order')
      .orderBy('m.sort_order')
      .limit(MAX_GAMES)
      .execute();
    return rows.map(toLobbyGame);
  }

  /** Every game of the catalogue, as a visitor sees them (for the cache's name-lookup list). */
  private async loadAll(): Promise<LobbyGame[]> {
    const rows = await selectGames(this.db, 0).orderBy('g.sort_order').orderBy('g.code').execute();
    return rows.map(toLobbyGame);
  }

  /**
   * Name lookup among live or non-live games (docs/product.md §3 Game search params): a substring of the name in the
   * Turkish-aware search form of contracts/domain/search-fold.ts ("BİG BASS", "big bass" and "BIG BASS" find Big Bass
   * Bonanza; "seker" finds "Şeker"), the earliest match first, then by name; at most MAX_GAMES. Served from the
   * in-memory catalogue; favourites from one query of the player's codes.
   */
  search(search: string, live: boolean, playerId: number): Promise<CasinoGame[]> {
    return this.lookup({ search, live }, playerId);
  }

  /** The player's favourites, most recently added first. */
  async favorites(playerId: number): Promise<CasinoGame[]> {
    const [rows, popularity] = await Promise.all([
      selectGames(this.db, playerId)
        .innerJoin('game_favorites as fav', (join) => join.onRef('fav.game_code', '=', 'g.code').on('fav.player_id', '=', playerId))
        .orderBy('fav.created_at', 'desc')
        .execute(),
      this.popularity.snapshot(),
    ]);
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return rows.map((row) => replyGame(toLobbyGame(row), row.is_favorite, context));
  }

  /** One game by code, with availability; null when unknown. */
  async find(code: string, playerId = 0): Promise<CatalogueGame | null> {
    const row = await selectGames(this.db, playerId).where('g.code', '=', code).executeTakeFirst();
    return row ? toGame(row) : null;
  }

  /**
   * POST casino/gameinfo: the play page's facts of a game (game-info.ts), isFavorite for `playerId`
   * (0: a visitor). Errors: 400 casino.gameNotFound for an unknown code.
   */
  info(code: string, playerId: number): Promise<GameInfo> {
    return gameInfo(this.db, code, playerId);
  }

  /**
   * Adds the game to the player's favourites, or removes it when already there. Returns whether it is one now.
   * Errors: 400 casino.gameNotFound for an unknown code or a providerId that is not the game's.
   */
  async toggleFavorite(playerId: number, code: string, providerId: number): Promise<boolean> {
    const game = await this.find(code);
    if (!game || game.providerId !== providerId) throw new ApiFailure(400, 'casino.gameNotFound');
    // Also dropped at commit by the notification; dropping now spoils a lobby load that runs meanwhile.
    this.favoriteSets.invalidate(playerId);
    return this.db.transaction(async (tx) => {
      const removed = await typed(tx).deleteFrom('game_favorites').where('player_id', '=', playerId).where('game_code', '=', code).returning('game_code').execute();
      if (removed.length > 0) return false;
      await typed(tx).insertInto('game_favorites').values({ player_id: playerId, game_code: code }).onConflict((oc) => oc.doNothing()).execute();
      return true;
    });
  }
}
