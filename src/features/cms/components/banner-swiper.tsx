import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide, PlaceholderSlide, type Slide } from './banner-slide';
import { PauseButton } from './banner-styles';
import { useReducedMotion } from '@site/lib/reduced-motion';

/** docs/product.md §9 Carousel constants. */
const AUTOPLAY_MS = 5000;
const GAP_PX = 20;
const REMEASURE_MS = 100;
const BREAKPOINTS = { 768: { slidesPerView: 2 }, 992: { slidesPerView: 2 }, 1920: { slidesPerView: 3 } };
const PLACEHOLDERS = 3;

/** Whether `element` got its focus the way a keyboard gives it (`:focus-visible`); true where the selector is unknown. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Slides the carousel at once to the slide holding `element` when that slide is not wholly in view, so keyboard focus
 * never rests on a slide off screen (WCAG 2.4.11). Swiper's a11y module does the same a frame later, and ignores focus
 * in its first 100 ms; this does not wait.
 */
function showSlideOf(swiper: SwiperInstance, element: Element): void {
  const slide = element.closest<HTMLElement>('.swiper-slide');
  const index = slide ? swiper.slides.indexOf(slide) : -1;
  if (!slide || index < 0) return;
  const view = swiper.el.getBoundingClientRect();
  const box = slide.getBoundingClientRect();
  if (box.left >= view.left - 1 && box.right <= view.right + 1) return;
  swiper.slideTo(index, 0);
}

/**
 * The Swiper banner carousel (docs/product.md §4 Carousel, §9): autoplay every 5000 ms that interaction does not stop, no
 * loop, 20 px gap, 1 / 2 / 3 slides per view from 0 / 768 / 1920 px. Shows 3 placeholder slides while `slides`
 * is undefined; once slides arrive it re-measures after 100 ms and starts autoplay. Under prefers-reduced-motion
 * there is no autoplay (WCAG 2.3.3, docs/accessibility.md; the player moves with the bullets), and it stops or starts when the
 * setting changes; slide transitions are cut short by the global reduced-motion style. WCAG 2.2.2 (docs/accessibility.md): a
 * Pause/Play button stops and restarts autoplay (Play also starts it under reduced motion, on the player's request),
 * and autoplay holds while the mouse is over the slides or keyboard focus is on a slide or bullet. Lazy-loaded (own chunk).
 */
export function BannerSwiper({ slides }: { slides: readonly Slide[] | undefined }) {
  const { t } = useTranslation();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  // The player's choice from the Pause/Play button; until he makes one, autoplay follows the reduced-motion setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const running = playing && !focused;

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || !slides) return;
    if (!running) swiper.autoplay.stop();
    const timer = window.setTimeout(() => {
      if (swiper.destroyed) return;
      swiper.update();
      if (running && !swiper.autoplay.running) swiper.autoplay.start();
    }, REMEASURE_MS);
    return () => window.clearTimeout(timer);
  }, [slides, running]);

  return (
    <>
      {/* Keyboard focus on a slide link or a bullet holds autoplay until focus leaves the slides (WCAG 2.2.2, 2.4.11);
          a tap or click does not (docs/product.md §9: interaction does not stop autoplay; the pointer pauses it by
          hovering). The handlers sit on a wrapper because Swiper's React component takes every on* prop as a Swiper event. */}
      <div
        onFocus={(event) => {
          if (!focusedByKeyboard(event.target)) return;
          setFocused(true);
          const swiper = swiperRef.current;
          if (swiper && !swiper.destroyed) showSlideOf(swiper, event.target);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <Swiper
          // Swiper reads the a11y messages once, at creation: a new instance once the slides arrive gives the bullets
          // the real total ('Promotion 4 of 5', not 'of 3' from the placeholders).
          key={slides ? `loaded-${slides.length}` : 'loading'}
          modules={[Autoplay, Pagination, A11y]}
          slidesPerView={1}
          spaceBetween={GAP_PX}
          breakpoints={BREAKPOINTS}
          loop={false}
          autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
          pagination={{ clickable: true }}
          a11y={{
            enabled: true,
            paginationBulletMessage: t('home.slide', { n: '{{index}}', total: slides?.length ?? PLACEHOLDERS }),
          }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            // Autoplay starts only after the slides arrive (docs/product.md §4 Carousel), and never under reduced motion.
            if (!slides || !running) swiper.autoplay.stop();
          }}
          data-testid="banner-carousel"
          data-state={slides ? 'loaded' : 'loading'}
        >
          {slides
            ? slides.map((slide, i) => (
                <SwiperSlide key={`${i}-${slide.url}-${slide.images[0]}`}>
                  <BannerSlide slide={slide} n={i + 1} total={slides.length} />
                </SwiperSlide>
              ))
            : Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <SwiperSlide key={`placeholder-${i}`}>
                  <PlaceholderSlide />
                </SwiperSlide>
              ))}
        </Swiper>
      </div>
      {slides ? (
        <PauseButton
          type="button"
          onClick={() => setChosen(!playing)}
          aria-label={playing ? t('home.pause') : t('home.play')}
          title={playing ? t('home.pause') : t('home.play')}
          data-playing={playing}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {playing ? <path d="M3 2h3v10H3zM8 2h3v10H8z" /> : <path d="M3.5 1.5v11l9-5.5z" />}
          </svg>
        </PauseButton>
      ) : null}
    </>
  );
}
