import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SliderList } from '@contracts/types/cms/slider-list';
import { PlaceholderArt, SlideFrame } from './banner-styles';

export type Slide = SliderList[number];

/** docs/product.md §2: urls starting with https open in a new tab; anything else is navigated inside the app. */
export function isExternalUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}

/**
 * The slide image: default, then the ≥992 px and ≥1200 px sources (docs/product.md §3 Banner slide). `priority`: the
 * page's LCP image (the first slide; docs/performance.md), fetchpriority=high.
 */
export function BannerPicture({ images, eager, priority = false }: { images: readonly string[]; eager: boolean; priority?: boolean }) {
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={images[2] ?? images[0]} />
      <source media="(min-width: 992px)" srcSet={images[1] ?? images[0]} />
      <img
        src={images[0]}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The LCP image is decoded for the frame it arrives in (docs/performance.md: painted with the server's HTML, not a frame later).
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
      />
    </picture>
  );
}

/** One banner, a link to its url (docs/product.md §2 Banner carousel). `n` is 1-based. */
export function BannerSlide({ slide, n, total }: { slide: Slide; n: number; total: number }) {
  const { t } = useTranslation();
  const label = t('home.slide', { n, total });
  const picture = <BannerPicture images={slide.images} eager={n <= 3} priority={n === 1} />;
  if (!slide.url) return <SlideFrame role="img" aria-label={label}>{picture}</SlideFrame>;
  return (
    <SlideFrame>
      {isExternalUrl(slide.url) ? (
        <a href={slide.url} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${t('home.newTab')}`}>
          {picture}
        </a>
      ) : (
        <Link to={slide.url} aria-label={label}>
          {picture}
        </Link>
      )}
    </SlideFrame>
  );
}

/** A default slide while the list loads. */
export function PlaceholderSlide() {
  const { t } = useTranslation();
  return (
    <SlideFrame aria-label={t('home.slideLoading')} role="img" data-placeholder="true">
      <PlaceholderArt />
    </SlideFrame>
  );
}
