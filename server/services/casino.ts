import type { Db } from '../db/db.ts';
import type { Locale } from '../i18n/locale.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { CasinoGame } from '../../src/generated/api/casino/game.ts';
import type { CasinoCategory } from '../../src/generated/api/casino/category-list.ts';
import { CatalogueCache } from './casino-catalogue-cache.ts';
import { rankByName } from '../../src/lib/search-fold.ts';
import { DEMO_PLAY_SQL } from './game-info.ts';

/** A catalogue row with what a game launch needs beyond the public fields. */
export interface CatalogueGame extends CasinoGame {
  available: boolean;
}

interface GameRow {
  code: string; name: string; provider_name: string; provider_id: number; main_provider_id: number; product_id: number;
  system: string; is_live: boolean; available: boolean; is_favorite: boolean; demo_play: boolean;
}

/** Select list of a game for `player` ($1; 0 for a visitor, who never has favourites). */
const GAME_SELECT = `SELECT g.code, g.name, p.name AS provider_name, p.id AS provider_id, p.main_provider_id, g.product_id,
    g.system, g.is_live, g.available,
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

const publicGame = ({ available: _available, ...game }: CatalogueGame): CasinoGame => game;

/** Longest list one lookup returns; a lobby category holds at most a few hundred games in the demo. */
const MAX_GAMES = 5000;

/**
 * The casino catalogue (spec §3 Game, Category; §7 casino/games, categorylist, togglefavorite).
 * `playerId` 0 means a visitor: every isFavorite is false.
 */
export class CasinoService {
  /** Lobby lists shared by every player; see casino-catalogue-cache.ts for when they are dropped. */
  readonly cache: CatalogueCache;

  constructor(private readonly db: Db) {
    this.cache = new CatalogueCache(db, (categoryId) => this.loadCategory(categoryId), () => this.loadAll());
  }

  /** Categories in lobby order, names in `locale`. */
  async categories(locale: Locale): Promise<CasinoCategory[]> {
    const rows = await this.db.query<{ id: number; name: string; name_tr: string; slug_list: string[] }>(
      'SELECT id, name, name_tr, slug_list FROM game_categories ORDER BY sort_order, id',
    );
    return rows.map((r) => ({ id: r.id, name: locale === 'tr' ? r.name_tr : r.name, slugList: r.slug_list }));
  }

  /**
   * Games of a category given by id or by its own slug (the first of its slugList; a lobby's slug names the lobby's
   * main category). Unknown category: an empty list (a lobby with no games shows its empty state). The list comes
   * from the in-memory cache; the player's favourites from one query of his favourite codes (never cached, so a
   * toggle shows at once).
   */
  async byCategory(systemCategory: string | number, playerId: number): Promise<CasinoGame[]> {
    const categoryId = await this.cache.categoryId(systemCategory);
    if (categoryId === null) return [];
    const [games, favorites] = await Promise.all([this.cache.games(categoryId), this.favoriteCodes(playerId)]);
    // A lobby visit is usually followed by a name lookup: build its list now, in the background (failures are retried then).
    void this.cache.searchable();
    if (favorites.size === 0) return games.map((game) => ({ ...game }));
    return games.map((game) => ({ ...game, isFavorite: favorites.has(game.gameCode) }));
  }

  /** Codes of the player's favourite games; empty for a visitor (0) without asking the database. */
  private async favoriteCodes(playerId: number): Promise<Set<string>> {
    if (playerId === 0) return new Set();
    const rows = await this.db.query<{ game_code: string }>('SELECT game_code FROM game_favorites WHERE player_id = $1', [playerId]);
    return new Set(rows.map((row) => row.game_code));
  }

  /** One category's games from the database, in lobby order, as a visitor sees them (for the cache). */
  private async loadCategory(categoryId: number): Promise<CasinoGame[]> {
    const rows = await this.db.query<GameRow>(
      `${GAME_SELECT} JOIN game_category_members m ON m.game_code = g.code
       WHERE m.category_id = $2 ORDER BY g.sort_order, m.sort_order LIMIT ${MAX_GAMES}`,
      [0, categoryId],
    );
    return rows.map(toGame).map(publicGame);
  }

  /** Every game of the catalogue, as a visitor sees them (for the cache's name-lookup list). */
  private async loadAll(): Promise<CasinoGame[]> {
    const rows = await this.db.query<GameRow>(`${GAME_SELECT} ORDER BY g.sort_order, g.code`, [0]);
    return rows.map(toGame).map(publicGame);
  }

  /**
   * Name lookup among live or non-live games (spec §3 Game search params): a substring of the name in the
   * Turkish-aware search form of src/lib/search-fold.ts ("BİG BASS", "big bass" and "BIG BASS" find Big Bass
   * Bonanza; "seker" finds "Şeker"), the earliest match first, then by name; at most MAX_GAMES. Served from the
   * in-memory catalogue; favourites from one query of the player's codes.
   */
  async search(search: string, live: boolean, playerId: number): Promise<CasinoGame[]> {
    const [list, favorites] = await Promise.all([this.cache.searchable(), this.favoriteCodes(playerId)]);
    const found = rankByName(list.filter((entry) => entry.game.isLive === live), search, (entry) => entry.folded).slice(0, MAX_GAMES);
    return found.map(({ game }) => ({ ...game, isFavorite: favorites.has(game.gameCode) }));
  }

  /** The player's favourites, most recently added first. */
  async favorites(playerId: number): Promise<CasinoGame[]> {
    const rows = await this.db.query<GameRow>(
      `${GAME_SELECT} JOIN game_favorites fav ON fav.game_code = g.code AND fav.player_id = $1 ORDER BY fav.created_at DESC`,
      [playerId],
    );
    return rows.map(toGame).map(publicGame);
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
