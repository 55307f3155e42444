import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { ContentTitleList } from '@contracts/types/cms/content-title-list';
import { cmsKeys } from './keys';
import { cmsContentTitleList } from '@contracts/api/cms/content-title-list';

/**
 * POST cms/contenttitlelist {status: true, categoryId} (docs/product.md §7; the footer uses categoryId 2, docs/product.md §9) →
 * `[{ id, title }]`, titles already in the request's language. Loaded once per page load (docs/product.md §4: "the footer
 * list loads once"); a language switch reloads the page anyway.
 */
export const contentTitlesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: cmsKeys.contentTitles(categoryId),
    queryFn: async ({ signal }) => {
      const reply = await api(cmsContentTitleList, { status: true, categoryId }, { signal });
      // Typed by the contract, still checked: a reply that breaks it fails the query (the footer's fallback shows).
      if (!Array.isArray(reply)) throw new Error('cms/contenttitlelist: not a list');
      return reply.filter((item) => Number.isInteger(item?.id) && typeof item.title === 'string');
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

/** The published pages of `categoryId`; undefined while loading or after a failure (the footer then uses its fallback). */
export function useContentTitles(categoryId: number): ContentTitleList | undefined {
  return useQuery(contentTitlesQuery(categoryId)).data;
}
