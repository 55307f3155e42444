import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SliderList } from '../../../../contracts/types/cms/slider-list';
import { cmsKeys } from './keys';

/** Keeps the well-formed slides of a reply (three image urls and a url); anything else in the reply is dropped. */
export function validSlides(reply: unknown): SliderList {
  if (!Array.isArray(reply)) return [];
  return reply.filter(
    (s): s is SliderList[number] =>
      typeof s === 'object' && s !== null && typeof s.url === 'string' && Array.isArray(s.images) && s.images.length === 3 &&
      s.images.every((x: unknown) => typeof x === 'string'),
  );
}

/**
 * POST cms/sliderlist {slug} (spec §7) → slides `{ images: [default, ≥992 px, ≥1200 px], url }` in the returned
 * order. Keyed by slug, so a new active slider name requests its own list (spec §4 Carousel).
 */
export const sliderListQuery = (slug: string) =>
  queryOptions({
    queryKey: cmsKeys.sliderList(slug),
    queryFn: async ({ signal }) => validSlides(await api<unknown>('POST', 'cms/sliderlist', { slug }, { signal })),
    staleTime: 5 * 60_000,
  });

/** The slides of slider `slug`; undefined until loaded (the carousel shows its placeholder meanwhile). */
export function useSliderList(slug: string) {
  return useQuery(sliderListQuery(slug));
}
