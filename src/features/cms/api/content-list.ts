import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContentList } from '../../../../contracts/types/cms/content-list';
import { cmsKeys } from './keys';

/** GET cms/contentlist → every published page `[{ id, title, categoryId }]` for /pages, in the request's language. */
export const contentListQuery = () =>
  queryOptions({
    queryKey: cmsKeys.contentList(),
    queryFn: ({ signal }) => api<ContentList>('GET', 'cms/contentlist', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The /pages list query (data, isPending, isError, refetch). */
export function useContentList() {
  return useQuery(contentListQuery());
}
