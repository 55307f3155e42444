import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { getLanguage } from '@site/lib/locale';
import { casinoKeys } from './keys';
import { casinoCategorylist } from '@contracts/api/casino/categorylist';

/** GET casino/categorylist → [{id, name, slugList}] in lobby order, names in the current language (docs/product.md §3, §7). */
export const categoryListQuery = () =>
  queryOptions({
    queryKey: casinoKeys.categoryList(getLanguage()),
    queryFn: ({ signal }) => api(casinoCategorylist, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** The casino categories (data, isPending, isError). */
export function useCategoryList() {
  return useQuery(categoryListQuery());
}
