import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { cmsKeys } from './keys';
import { cmsDomainstatus } from '@contracts/api/cms/domainstatus';

/**
 * GET cms/domainstatus (docs/product.md §7; §3 Settings) → `{ domains: { current, next|null } }`. Part of startup (docs/product.md §4);
 * a server failure reloads the page (docs/product.md §8, see app/startup.ts). Not retried, so a failure is seen at once.
 */
export const domainStatusQuery = () =>
  queryOptions({
    queryKey: cmsKeys.domainStatus(),
    queryFn: async ({ signal }) => {
      const reply = await api(cmsDomainstatus, undefined, { signal });
      const current = reply?.domains?.current;
      // An unreadable reply counts as no status: the default domain from config applies.
      return { domains: { current: typeof current === 'string' ? current : '', next: reply?.domains?.next ?? null } };
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The domain settings query. */
export function useDomainStatus() {
  return useQuery(domainStatusQuery());
}
