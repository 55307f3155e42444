import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { cmsKeys } from './keys';
import { cmsContentlist } from '@contracts/api/cms/contentlist';

/** GET cms/contentlist → every published page `[{ id, title, categoryId }]` for /pages, in the request's language. */
export const contentListQuery = () =>
  queryOptions({
    queryKey: cmsKeys.contentList(),
    queryFn: ({ signal }) => api(cmsContentlist, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The /pages list query (data, isPending, isError, refetch). */
export function useContentList() {
  return useQuery(contentListQuery());
}
