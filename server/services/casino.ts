import type { Db } from '../db/db.ts';
import type { Locale } from '../i18n/locale.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { CasinoGame } from '../../contracts/types/casino/game.ts';
import type { CasinoGamesRequest } from '../../contracts/types/casino/games.request.ts';
import type { CasinoCategory } from '../../contracts/types/casino/category-list.ts';
import type { CasinoProvider } from '../../contracts/types/casino/provider-list.ts';
import { CatalogueCache, type LobbyGame } from './casino-catalogue-cache.ts';
import { providersOf, replyGame, sortGames, type BadgeContext } from './casino-lobby.ts';
import { GamePopularity } from './game-popularity.ts';
import { DEMO_PLAY_SQL } from './game-info.ts';
import { RECENT_GAMES } from '../../contracts/domain/game-lobby.ts';
import { foldSearchText, rankByName } from '../../contracts/domain/search-fold.ts';

/** A catalogue row with what a game launch needs beyond the public fields. */
export interface CatalogueGame extends CasinoGame {
  available: boolean;
}

interface GameRow {
  code: string; name: string; provider_name: string; provider_id: number; main_provider_id: number; product_id: number;
  system: string; is_live: boolean; available: boolean; is_favorite: boolean; added_at: Date | string | null; jackpots: string[]; demo_play: boolean;
}

/** Select list of a game for `player` ($1; 0 for a visitor, who never has favourites). */
const GAME_SELECT = `SELECT g.code, g.name, p.name AS provider_name, p.id AS provider_id, p.main_provider_id, g.product_id,
    g.system, g.is_live, g.available, g.added_at,
    ARRAY(SELECT j.instance_name FROM jackpot_games j WHERE j.game_code = g.code ORDER BY j.instance_name) AS jackpots,
    EXISTS (SELECT 1 FROM game_favorites f WHERE f.player_id = $1 AND f.game_code = g.code) AS is_favorite,
    ${DEMO_PLAY_SQL} AS demo_play
  FROM games g JOIN game_providers p ON p.id = g.provider_id`;

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
    ...game, isFavorite: false, addedAtMs: row.added_at === null ? null : new Date(row.added_at).getTime(),
    jackpots: row.jackpots, folded: foldSearchText(row.name),
  };
}

/** Longest list one lookup returns; a lobby category holds at most a few hundred games in the demo. */
const MAX_GAMES = 5000;

/**
 * The casino catalogue (spec §3 Game, Category; §7 casino/games, categorylist, togglefavorite).
 * `playerId` 0 means a visitor: every isFavorite is false.
 */
export class CasinoService {
  /** Lobby lists shared by every player; see casino-catalogue-cache.ts for when they are dropped. */
  readonly cache: CatalogueCache;
  /** Play counts for the Popular sort and the Hot badge (issue 16). */
  readonly popularity: GamePopularity;

  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {
    this.cache = new CatalogueCache(db, (categoryId) => this.loadCategory(categoryId), () => this.loadAll());
    this.popularity = new GamePopularity(db, now);
  }

  /**
   * POST casino/games (spec §7; issue 16): the games of a category (id or slug), of a jackpot (its instance name)
   * or of a name lookup (see `search`), in that precedence; then only those of `providers` (any of them), then in
   * the order of `sort` (absent: the lobby's order, or best match first). Each game with the player's favourite
   * flag and its badges. Unknown category or jackpot: an empty list. At most MAX_GAMES.
   */
  async lookup(request: CasinoGamesRequest, playerId: number): Promise<CasinoGame[]> {
    const [list, favorites, popularity] = await Promise.all([this.listOf(request), this.favoriteCodes(playerId), this.popularity.snapshot()]);
    let games = list;
    if (request.providers && request.providers.length > 0) {
      const ids = new Set(request.providers);
      games = games.filter((game) => ids.has(game.providerId));
    }
    if (request.sort) games = sortGames(games, request.sort, popularity.score);
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return games.slice(0, MAX_GAMES).map((game) => replyGame(game, favorites.has(game.gameCode), context));
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

  /** GET casino/providerlist (issue 16): the providers with games in a category (id or slug), by name; unknown: []. */
  async providers(systemCategory: string): Promise<CasinoProvider[]> {
    const categoryId = await this.cache.categoryId(systemCategory);
    return categoryId === null ? [] : providersOf(await this.cache.games(categoryId));
  }

  /**
   * GET casino/recentgames (issue 16): the games the player launched most recently (game_sessions: one per
   * launch), newest first, each once, at most RECENT_GAMES; with favourite flags and badges. Empty for a player who
   * has not played.
   */
  async recent(playerId: number): Promise<CasinoGame[]> {
    const rows = await this.db.query<{ game_code: string }>(
      'SELECT game_code FROM game_sessions WHERE player_id = $1 GROUP BY game_code ORDER BY max(id) DESC LIMIT $2',
      [playerId, RECENT_GAMES],
    );
    if (rows.length === 0) return [];
    const [all, favorites, popularity] = await Promise.all([this.cache.searchable(), this.favoriteCodes(playerId), this.popularity.snapshot()]);
    const byCode = new Map(all.map((entry) => [entry.game.gameCode, entry.game]));
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return rows.flatMap((row) => {
      const game = byCode.get(row.game_code);
      return game ? [replyGame(game, favorites.has(game.gameCode), context)] : [];
    });
  }

  /** Categories in lobby order, names in `locale`. */
  async categories(locale: Locale): Promise<CasinoCategory[]> {
    const rows = await this.db.query<{ id: number; name: string; name_tr: string; slug_list: string[] }>(
      'SELECT id, name, name_tr, slug_list FROM game_categories ORDER BY sort_order, id',
    );
    return rows.map((r) => ({ id: r.id, name: locale === 'tr' ? r.name_tr : r.name, slugList: r.slug_list }));
  }

  /** Games of a category given by id or by its own slug, in lobby order (see lookup). */
  byCategory(systemCategory: string | number, playerId: number): Promise<CasinoGame[]> {
    return this.lookup({ systemCategory }, playerId);
  }

  /** Codes of the player's favourite games; empty for a visitor (0) without asking the database. */
  private async favoriteCodes(playerId: number): Promise<Set<string>> {
    if (playerId === 0) return new Set();
    const rows = await this.db.query<{ game_code: string }>('SELECT game_code FROM game_favorites WHERE player_id = $1', [playerId]);
    return new Set(rows.map((row) => row.game_code));
  }

  /** One category's games from the database, in lobby order, as a visitor sees them (for the cache). */
  private async loadCategory(categoryId: number): Promise<LobbyGame[]> {
    const rows = await this.db.query<GameRow>(
      `${GAME_SELECT} JOIN game_category_members m ON m.game_code = g.code
       WHERE m.category_id = $2 ORDER BY g.sort_order, m.sort_order LIMIT ${MAX_GAMES}`,
      [0, categoryId],
    );
    return rows.map(toLobbyGame);
  }

  /** Every game of the catalogue, as a visitor sees them (for the cache's name-lookup list). */
  private async loadAll(): Promise<LobbyGame[]> {
    const rows = await this.db.query<GameRow>(`${GAME_SELECT} ORDER BY g.sort_order, g.code`, [0]);
    return rows.map(toLobbyGame);
  }

  /**
   * Name lookup among live or non-live games (spec §3 Game search params): a substring of the name in the
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
      this.db.query<GameRow>(
        `${GAME_SELECT} JOIN game_favorites fav ON fav.game_code = g.code AND fav.player_id = $1 ORDER BY fav.created_at DESC`,
        [playerId],
      ),
      this.popularity.snapshot(),
    ]);
    const context: BadgeContext = { hot: popularity.hot, nowMs: this.now() };
    return rows.map((row) => replyGame(toLobbyGame(row), row.is_favorite, context));
  }

  /** One game by code, with availability; null when unknown. */
  async find(code: string, playerId = 0): Promise<CatalogueGame | null> {
    const rows = await this.db.query<GameRow>(`${GAME_SELECT} WHERE g.code = $2`, [playerId, code]);
    return rows[0] ? toGame(rows[0]) : null;
  }

  /**
   * Adds the game to the player's favourites, or removes it when already there. Returns whether it is one now.
   * Errors: 400 casino.gameNotFound for an unknown code or a providerId that is not the game's.
   */
  async toggleFavorite(playerId: number, code: string, providerId: number): Promise<boolean> {
    const game = await this.find(code);
    if (!game || game.providerId !== providerId) throw new ApiFailure(400, 'casino.gameNotFound');
    return this.db.transaction(async (tx) => {
      const removed = await tx.query('DELETE FROM game_favorites WHERE player_id = $1 AND game_code = $2 RETURNING 1', [playerId, code]);
      if (removed.length > 0) return false;
      await tx.query('INSERT INTO game_favorites (player_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [playerId, code]);
      return true;
    });
  }
}
