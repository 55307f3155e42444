import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@site/lib/api-client';
import { cmsKeys } from './keys';
import { cmsContent } from '@contracts/api/cms/content';

/**
 * POST cms/content {id} → `{ id, title, html, updatedAt }` of a published page (/pages/{id}; 3 is About Us).
 * `html` is operator HTML: render it only through SafeHtml. Throws ApiError 404 for an unknown page (not retried).
 */
export const contentPageQuery = (id: number) =>
  queryOptions({
    queryKey: cmsKeys.content(id),
    queryFn: ({ signal }) => api(cmsContent, { id }, { signal }),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** Whether `id` may name a content page: a positive whole number (else its query stays disabled). */
export const isContentPageId = (id: number): boolean => Number.isInteger(id) && id > 0;

/** One content page query; disabled for an id that is not a positive whole number. */
export function useContentPage(id: number) {
  return useQuery({ ...contentPageQuery(id), enabled: isContentPageId(id) });
}
