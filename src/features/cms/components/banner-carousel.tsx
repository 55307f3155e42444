import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSliderList } from '@site/features/cms/api/slider-list';
import { BannerSlide, PlaceholderSlide } from './banner-slide';
import { useHydrated } from '@site/lib/use-hydrated';
import { CarouselBox, StaticRow } from './banner-styles';

// Swiper is heavy and only the home and casino pages need it: its own chunk, fetched while the list loads.
const BannerSwiper = lazy(() => import('./banner-swiper').then((m) => ({ default: m.BannerSwiper })));

/**
 * Banner carousel of slider `slug` (docs/product.md §2, §4 Carousel): requests cms/sliderlist whenever `slug` changes,
 * shows placeholder slides until the list and the Swiper chunk are there. Renders nothing for an empty slider
 * or a failed call (docs/product.md §8 leaves slider errors unspecified; the page stays usable without banners).
 * With the list there but not yet Swiper (a server-rendered page until hydration and while the chunk loads; docs/architecture.md "Server-rendered pages")
 * the first slides stand in the same row the placeholders use, so the page's LCP image is in the server's HTML and
 * nothing moves when Swiper takes over.
 */
export function BannerCarousel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, isError } = useSliderList(slug);
  const hydrated = useHydrated();
  if (isError || data?.length === 0) return null;
  const standIn = (
    <StaticRow>
      {data
        ? data.slice(0, 3).map((slide, i) => <BannerSlide key={i} slide={slide} n={i + 1} total={data.length} />)
        : [1, 2, 3].map((n) => <PlaceholderSlide key={n} />)}
    </StaticRow>
  );
  return (
    <CarouselBox aria-label={t('home.carousel')} aria-roledescription="carousel">
      {hydrated ? (
        <Suspense fallback={standIn}>
          <BannerSwiper key={slug} slides={data} />
        </Suspense>
      ) : (
        standIn
      )}
    </CarouselBox>
  );
}
