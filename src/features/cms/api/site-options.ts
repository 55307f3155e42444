import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { afterPageStart } from '@site/lib/after-page-start';
import { siteConfig } from '@site/lib/config';
import type { SiteOptionList } from '@contracts/types/cms/site-option-list';
import { cmsKeys } from './keys';
import { cmsSiteOptionList } from '@contracts/api/cms/site-option-list';

/**
 * POST cms/siteoptionlist (docs/product.md §7) → the list of `{ key, value, status }` (docs/product.md §3 Site option).
 * Holds the external-link settings: support and social links, blog, call request, live chat (whatsapp1, telegram1,
 * instagram, blog, liveChatUrl, ...). Asked for `delays.externalLinkSettingsMs` (config/site.json, 1000 ms) after the
 * page started, so it does not compete with the first screen (docs/product.md §9); those links appear then. Kept fresh
 * for 5 minutes.
 */
export const siteOptionsQuery = () =>
  queryOptions({
    queryKey: cmsKeys.siteOptions(),
    queryFn: async ({ signal }) => {
      await afterPageStart(siteConfig.delays.externalLinkSettingsMs, signal);
      return api(cmsSiteOptionList, {}, { signal });
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** Active options only (status true), as a key → value map. */
export function activeOptions(list: SiteOptionList | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const option of list ?? []) if (option.status && option.value) map[option.key] = option.value;
  return map;
}

/** The active site options as a map; `{}` while loading or after a failure (links then stay hidden). */
export function useSiteOptions(): Record<string, string> {
  const { data } = useQuery({ ...siteOptionsQuery(), select: activeOptions });
  return data ?? {};
}
