import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { Popup } from '@contracts/types/cms/popup';
import { cmsKeys } from './keys';
import { cmsPopup } from '@contracts/api/cms/popup';

/** GET cms/popup (docs/product.md §7) → `{ hash, images: [{url} default, ≥992, ≥1200], url }` or null when none is active. */
export const popupQuery = () =>
  queryOptions({
    queryKey: cmsKeys.popup(),
    queryFn: async ({ signal }): Promise<Popup> => {
      const reply = await api(cmsPopup, undefined, { signal });
      // A reply without a hash or its three images is treated as no popup rather than a broken dialog.
      const ok = reply && typeof reply.hash === 'string' && Array.isArray(reply.images) && reply.images.length === 3;
      return ok ? reply : null;
    },
    staleTime: Infinity,
    retry: 1,
  });

/** The active popup; undefined while loading, null when there is none. `enabled` false: not fetched at all. */
export function usePopup(enabled = true) {
  return useQuery({ ...popupQuery(), enabled });
}
