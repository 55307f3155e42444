import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { cmsKeys } from './keys';
import { cmsPromotionlist } from '@contracts/api/cms/promotionlist';

/**
 * POST cms/promotionlist → active promotions `[{ id, title, image, descriptionHtml, claimUrl|null }]` in order,
 * in the request's language (docs/product.md §2 /promotions). descriptionHtml is operator HTML: render it only through SafeHtml.
 */
export const promotionListQuery = () =>
  queryOptions({
    queryKey: cmsKeys.promotionList(),
    queryFn: ({ signal }) => api(cmsPromotionlist, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The promotions query (data, isPending, isError, refetch). */
export function usePromotionList() {
  return useQuery(promotionListQuery());
}
