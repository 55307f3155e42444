import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@site/lib/api-client';
import { promotionListQuery } from './promotion-list';
import { cmsKeys } from './keys';
import { cmsPromotion } from '@contracts/api/cms/promotion';

/** POST cms/promotion {id} → one active promotion (the detail dialog); ApiError 404 when it ended. */
export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: cmsKeys.promotion(id),
    queryFn: ({ signal }) => api(cmsPromotion, { id }, { signal }),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** One promotion; starts from the list's copy when the list is cached, so the dialog opens without a spinner. */
export function usePromotion(id: number) {
  const client = useQueryClient();
  return useQuery({
    ...promotionQuery(id),
    initialData: () => client.getQueryData(promotionListQuery().queryKey)?.find((p) => p.id === id),
    initialDataUpdatedAt: () => client.getQueryState(promotionListQuery().queryKey)?.dataUpdatedAt,
  });
}
