import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSliderList } from '../api/slider-list';
import { PlaceholderSlide } from './banner-slide';
import { CarouselBox, StaticRow } from './banner-styles';

// Swiper is heavy and only the home and casino pages need it: its own chunk, fetched while the list loads.
const BannerSwiper = lazy(() => import('./banner-swiper').then((m) => ({ default: m.BannerSwiper })));

/**
 * Banner carousel of slider `slug` (docs/product.md §2, §4 Carousel): requests cms/sliderlist whenever `slug` changes,
 * shows placeholder slides until the list and the Swiper chunk are there. Renders nothing for an empty slider
 * or a failed call (docs/product.md §8 leaves slider errors unspecified; the page stays usable without banners).
 */
export function BannerCarousel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, isError } = useSliderList(slug);
  if (isError || data?.length === 0) return null;
  return (
    <CarouselBox aria-label={t('home.carousel')} aria-roledescription="carousel">
      <Suspense
        fallback={
          <StaticRow>
            <PlaceholderSlide />
            <PlaceholderSlide />
            <PlaceholderSlide />
          </StaticRow>
        }
      >
        <BannerSwiper key={slug} slides={data} />
      </Suspense>
    </CarouselBox>
  );
}
