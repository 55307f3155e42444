import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import { casinoProviderList } from '@contracts/api/casino/provider-list';
import { casinoKeys } from './keys';

/**
 * GET casino/providerlist?systemCategory= → [{id, name, gameCount}] the providers of a lobby's category, by name
 * (docs/lobby.md): the options of the lobby's provider filter.
 */
export const providerListQuery = (systemCategory: string) =>
  queryOptions({
    queryKey: casinoKeys.providerList(systemCategory),
    queryFn: ({ signal }) => api(casinoProviderList, undefined, { signal, query: { systemCategory } }),
    staleTime: 10 * 60_000,
  });

export const useProviderList = (systemCategory: string) => useQuery(providerListQuery(systemCategory));
