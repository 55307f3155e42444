import type { Db } from '../db/db.ts';
import type { CasinoGame } from '../../src/generated/api/casino/game.ts';

/**
 * NOTIFY channel of catalogue changes: whatever writes games, providers, categories or category members
 * (the seed; an operator's SQL) runs `SELECT pg_notify('casino_catalogue', '')` in the same transaction, so every
 * server process drops its cached lobby lists when that transaction commits.
 */
export const CATALOGUE_CHANNEL = 'casino_catalogue';

/** Loads one category's games in lobby order, every isFavorite false (the part that is the same for every player). */
export type CategoryLoader = (categoryId: number) => Promise<CasinoGame[]>;

interface CategoryRow { id: number; slug_list: string[] }

/**
 * In-memory lobby lists of one app: which category an id or slug names, and each category's games. Built on
 * first use, dropped whole by `invalidate()` (on a CATALOGUE_CHANNEL notification). Holds at most one list per
 * category that exists, so a client cannot grow it with made-up slugs. A failed load is not kept.
 */
export class CatalogueCache {
  private index: Promise<{ ids: Set<number>; slugs: Map<string, number> }> | null = null;
  private readonly lists = new Map<number, Promise<CasinoGame[]>>();

  constructor(private readonly db: Db, private readonly load: CategoryLoader) {}

  /** Subscribes to catalogue changes; call once per app. Resolves when listening. */
  async watch(): Promise<void> {
    await this.db.listen(CATALOGUE_CHANNEL, () => this.invalidate());
  }

  /** Drops every cached list and the category index. */
  invalidate(): void {
    this.index = null;
    this.lists.clear();
  }

  /**
   * The category an id ('12', 12) or a slug names, as the old SQL chose it: digits are an id, anything else is
   * compared with the first slug of each category, the first in lobby order (sort_order, id) winning. Null: unknown.
   */
  async categoryId(systemCategory: string | number): Promise<number | null> {
    const key = String(systemCategory);
    const { ids, slugs } = await this.categoryIndex();
    if (/^[0-9]+$/.test(key)) {
      const id = Number(key);
      return ids.has(id) ? id : null;
    }
    return slugs.get(key) ?? null;
  }

  /** The games of an existing category (shared array: callers copy, never mutate). */
  games(categoryId: number): Promise<CasinoGame[]> {
    const cached = this.lists.get(categoryId);
    if (cached) return cached;
    const loading = this.load(categoryId);
    this.lists.set(categoryId, loading);
    loading.catch(() => {
      if (this.lists.get(categoryId) === loading) this.lists.delete(categoryId);
    });
    return loading;
  }

  private categoryIndex(): Promise<{ ids: Set<number>; slugs: Map<string, number> }> {
    if (this.index) return this.index;
    const building = this.db
      .query<CategoryRow>('SELECT id, slug_list FROM game_categories ORDER BY sort_order, id')
      .then((rows) => {
        const slugs = new Map<string, number>();
        for (const row of rows) {
          const slug = row.slug_list[0];
          if (slug !== undefined && !slugs.has(slug)) slugs.set(slug, row.id);
        }
        return { ids: new Set(rows.map((row) => row.id)), slugs };
      });
    this.index = building;
    building.catch(() => {
      if (this.index === building) this.index = null;
    });
    return building;
  }
}
