import type { CasinoCategory } from '@contracts/types/casino/category-list';

/** The lobbies of docs/product.md §2 (route slugs under /casino). */
export const LOBBIES = ['slot', 'live', 'games', 'tvbets', 'popular-games'] as const;

/** Where "See all" of a category leads: its own lobby, or the first lobby it appears in with the category chip selected. */
export function lobbyLink(category: CasinoCategory): string {
  const own = category.slugList[0];
  if ((LOBBIES as readonly string[]).includes(own)) return `/casino/${own}`;
  const lobby = category.slugList.find((slug) => (LOBBIES as readonly string[]).includes(slug)) ?? 'slot';
  return `/casino/${lobby}?category=${category.id}`;
}
