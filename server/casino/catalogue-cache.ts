import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { CasinoGame } from '@contracts/types/casino/game';
import { keepValue, keptValue } from '@server/platform/kept-promise';

/**
 * NOTIFY channel of catalogue changes: whatever writes games, providers, categories or category members
 * (the seed; an operator's SQL) runs `SELECT pg_notify('casino_catalogue', '')` in the same transaction, so every
 * server process drops its cached lobby lists when that transaction commits.
 */
export const CATALOGUE_CHANNEL = 'casino_catalogue';

/**
 * A cached game: what every player sees (isFavorite false, no badges) plus the facts the lobby sorts, filters and
 * badges by (docs/lobby.md), which never leave the server as they are.
 */
export interface LobbyGame extends CasinoGame {
  /** When it joined the catalogue (ms since the epoch); null: unknown (sorts last as Newest, never New). */
  addedAtMs: number | null;
  /** Instance names of the jackpots it feeds (jackpot_games); empty for most games. */
  jackpots: string[];
  /** The name in search form (contracts/domain/search-fold.ts): the A–Z sort and name lookups compare it. */
  folded: string;
}

/** Loads one category's games in lobby order, every isFavorite false (the part that is the same for every player). */
export type CategoryLoader = (categoryId: number) => Promise<LobbyGame[]>;

/** Loads every game of the catalogue (name lookups search it), every isFavorite false. */
export type CatalogueLoader = () => Promise<LobbyGame[]>;

/** A game of the name-lookup list with its name in search form (contracts/domain/search-fold.ts), folded once per load. */
export interface SearchableGame {
  game: LobbyGame;
  folded: string;
}

/** Which categories exist: their ids, and each first slug's category (the first in lobby order). */
interface CategoryIndex {
  ids: Set<number>;
  slugs: Map<string, number>;
}

/** The category an id ('12', 12) or a slug names in `index` (see CatalogueCache.categoryId); null: unknown. */
function categoryOf({ ids, slugs }: CategoryIndex, systemCategory: string | number): number | null {
  const key = String(systemCategory);
  if (/^[0-9]+$/.test(key)) {
    const id = Number(key);
    return ids.has(id) ? id : null;
  }
  return slugs.get(key) ?? null;
}

/**
 * In-memory lobby lists of one app: which category an id or slug names, and each category's games. Built on
 * first use, dropped whole by `invalidate()` (on a CATALOGUE_CHANNEL notification). Holds at most one list per
 * category that exists, so a client cannot grow it with made-up slugs. A failed load is not kept.
 */
export class CatalogueCache {
  private index: Promise<CategoryIndex> | null = null;
  private readonly lists = new Map<number, Promise<LobbyGame[]>>();
  private searchList: Promise<SearchableGame[]> | null = null;
  /** Other catalogue-derived lists (the category list per language), by key; keys must come from a bounded set. */
  private readonly derived = new Map<string, Promise<unknown>>();
  /** Told whenever the lists are dropped, e.g. the server-rendered pages made from them (server/site-config/ssr.ts). */
  private readonly dropListeners = new Set<() => void>();

  constructor(private readonly db: Db, private readonly load: CategoryLoader, private readonly loadAll: CatalogueLoader) {}

  /**
   * Subscribes to catalogue changes; call once per app. Resolves when listening. A change announced while the
   * LISTEN connection was lost never arrives, so the cache is also dropped when that connection is back.
   */
  async watch(): Promise<void> {
    await this.db.listen(CATALOGUE_CHANNEL, () => this.invalidate(), () => this.invalidate());
  }

  /** Drops every cached list and the category index, and tells the onInvalidate listeners. */
  invalidate(): void {
    this.index = null;
    this.lists.clear();
    this.searchList = null;
    this.derived.clear();
    for (const listener of this.dropListeners) listener();
  }

  /**
   * Calls `listener` each time the lists are dropped (a catalogue change announced by any process, the LISTEN
   * connection back after a loss, a read-model reset), so whatever was made from them can go too. Returns the unsubscribe.
   */
  onInvalidate(listener: () => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  /**
   * A list derived from the catalogue, built by `load` on first use and dropped with everything else; `key` must come
   * from a bounded set (e.g. an offered language), never from raw client input. A failed load is not kept.
   */
  derivedList<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.derived.get(key);
    if (cached) return cached as Promise<T>;
    const loading = load();
    this.derived.set(key, loading);
    loading.catch(() => {
      if (this.derived.get(key) === loading) this.derived.delete(key);
    });
    return loading;
  }

  /**
   * Every game with its folded name, for name lookups (docs/lobby.md "Search": the Turkish-aware match runs here, in the
   * one fold the site also uses, not in SQL whose lower() depends on the database's collation).
   */
  searchable(): Promise<SearchableGame[]> {
    if (this.searchList) return this.searchList;
    const loading = this.loadAll().then((games) => games.map((game) => ({ game, folded: game.folded })));
    this.searchList = loading;
    loading.catch(() => {
      if (this.searchList === loading) this.searchList = null;
    });
    return loading;
  }

  /**
   * The category an id ('12', 12) or a slug names, as the old SQL chose it: digits are an id, anything else is
   * compared with the first slug of each category, the first in lobby order (sort_order, id) winning. Null: unknown.
   */
  async categoryId(systemCategory: string | number): Promise<number | null> {
    return categoryOf(await this.categoryIndex(), systemCategory);
  }

  /**
   * categoryId answered from memory: the id, null for an unknown category, or undefined while the category index is
   * not loaded (then await categoryId).
   */
  categoryIdNow(systemCategory: string | number): number | null | undefined {
    const index = keptValue(this.index)?.value;
    return index === undefined ? undefined : categoryOf(index, systemCategory);
  }

  /** The games of a category when its list is in memory, else undefined (then await games). Shared array: never mutate. */
  gamesNow(categoryId: number): LobbyGame[] | undefined {
    return keptValue(this.lists.get(categoryId))?.value;
  }

  /** The games of an existing category (shared array: callers copy, never mutate). */
  games(categoryId: number): Promise<LobbyGame[]> {
    const cached = this.lists.get(categoryId);
    if (cached) return cached;
    const loading = keepValue(this.load(categoryId));
    this.lists.set(categoryId, loading);
    loading.catch(() => {
      if (this.lists.get(categoryId) === loading) this.lists.delete(categoryId);
    });
    return loading;
  }

  private categoryIndex(): Promise<CategoryIndex> {
    if (this.index) return this.index;
    const building = keepValue(typed(this.db)
      .selectFrom('game_categories')
      .select(['id', 'slug_list'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
      .then((rows) => {
        const slugs = new Map<string, number>();
        for (const row of rows) {
          const slug = row.slug_list[0];
          if (slug !== undefined && !slugs.has(slug)) slugs.set(slug, row.id);
        }
        return { ids: new Set(rows.map((row) => row.id)), slugs };
      }));
    this.index = building;
    building.catch(() => {
      if (this.index === building) this.index = null;
    });
    return building;
  }
}
