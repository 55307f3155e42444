import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { SliderList } from '@contracts/types/cms/slider-list';
import { cmsKeys } from './keys';
import { cmsSliderList } from '@contracts/api/cms/slider-list';

/**
 * Keeps the well-formed slides of a reply (three image urls and a url), typed by its contract but still checked:
 * anything else in a reply that breaks the contract is dropped, never the carousel.
 */
export function validSlides(reply: SliderList): SliderList {
  if (!Array.isArray(reply)) return [];
  return reply.filter(
    (s: unknown): s is SliderList[number] => {
      const slide = s as Partial<SliderList[number]> | null;
      return typeof slide === 'object' && slide !== null && typeof slide.url === 'string' && Array.isArray(slide.images) &&
        slide.images.length === 3 && slide.images.every((x: unknown) => typeof x === 'string');
    },
  );
}

/**
 * POST cms/sliderlist {slug} (docs/product.md §7) → slides `{ images: [default, ≥992 px, ≥1200 px], url }` in the returned
 * order. Keyed by slug, so a new active slider name requests its own list (docs/product.md §4 Carousel).
 */
export const sliderListQuery = (slug: string) =>
  queryOptions({
    queryKey: cmsKeys.sliderList(slug),
    queryFn: async ({ signal }) => validSlides(await api(cmsSliderList, { slug }, { signal })),
    staleTime: 5 * 60_000,
  });

/** The slides of slider `slug`; undefined until loaded (the carousel shows its placeholder meanwhile). */
export function useSliderList(slug: string) {
  return useQuery(sliderListQuery(slug));
}
