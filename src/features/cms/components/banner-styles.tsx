import type { ComponentProps } from 'react';
import { type Theme, keyframes, css } from '@emotion/react';
import { alpha } from '@site/components/color';
import { roundControl } from '@site/components/icon-button';

/** docs/product.md §9: banners are 1040:600, and 600:500 at 640 px or below. */
export const PHONE_BANNER_MAX_PX = 640;

const shimmer = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`;

/** The slide frame keeps the banner aspect ratio, so the page does not jump when images arrive. */
export function SlideFrame(props: ComponentProps<'div'>) {
  return <div css={slideFrameCss} {...props} />;
}

const slideFrameCss = (theme: Theme) => css({
  position: 'relative',
  aspectRatio: '1040 / 600',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  [`@media (max-width: ${PHONE_BANNER_MAX_PX}px)`]: {
    aspectRatio: '600 / 500',
  },
  a: {
    display: 'block',
    width: '100%',
    height: '100%',
  },
  'a:focus-visible': {
    outline: `3px solid ${theme.colors.primary}`,
    outlineOffset: -3,
  },
  img: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
});

/** A default slide shown until the slider list arrives (docs/product.md §4 Carousel: 3 placeholder slides). */
export function PlaceholderArt(props: ComponentProps<'div'>) {
  return <div css={placeholderArtCss} {...props} />;
}

const placeholderArtCss = (theme: Theme) => css({
  width: '100%',
  height: '100%',
  background: `linear-gradient(100deg, transparent 20%, ${alpha(theme.colors.text, 6)} 40%, transparent 60%), linear-gradient(135deg, ${alpha(theme.colors.primary, 22)}, ${alpha(theme.colors.accent, 14)})`,
  backgroundSize: '200% 100%, 100% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': {
    animation: 'none',
  },
});

/** Carousel box; the Swiper pagination bullets take the brand colours. */
export function CarouselBox(props: ComponentProps<'section'>) {
  return <section css={carouselBoxCss} {...props} />;
}

const carouselBoxCss = (theme: Theme) => css({
  position: 'relative',
  minWidth: 0,
  '.swiper': {
    paddingBottom: 28,
  },
  '.swiper-pagination-bullets.swiper-pagination-horizontal': {
    bottom: 2,
    lineHeight: 0,
  },
  /* WCAG 2.5.8: each bullet is a 24 x 24 px target; the dot the player sees is drawn inside it. */
  '.swiper-pagination-bullet': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    margin: '0 !important',
    borderRadius: theme.radii.sm,
    background: 'none',
    opacity: 1,
  },
  '.swiper-pagination-bullet::before': {
    content: "''",
    width: 8,
    height: 8,
    borderRadius: 4,
    background: theme.colors.textMuted,
    opacity: 0.5,
    transition: 'width 200ms',
  },
  '.swiper-pagination-bullet:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: -2,
  },
  '.swiper-pagination-bullet-active::before': {
    width: 22,
    background: theme.colors.primary,
    opacity: 1,
  },
});

/**
 * The carousel's Pause/Play button (WCAG 2.2.2, docs/accessibility.md), in the bullets' row at its right end: a 28 px target
 * (WCAG 2.5.8 asks 24), drawn as the site's other round icon buttons (roundControl).
 */
export function PauseButton(props: ComponentProps<'button'>) {
  return <button css={pauseButtonCss} {...props} />;
}

const pauseButtonCss = (theme: Theme) => css(roundControl(theme), {
  position: 'absolute',
  right: 0,
  bottom: 0,
  zIndex: 2,
  width: 28,
  height: 28,
  svg: {
    fill: 'currentColor',
  },
});

/** Static stand-in while the Swiper chunk loads: the same slides per view as the carousel (docs/product.md §9). */
export function StaticRow(props: ComponentProps<'div'>) {
  return <div css={staticRowCss} {...props} />;
}

const staticRowCss = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 20,
  paddingBottom: 28,
  '& > :nth-of-type(n + 2)': {
    display: 'none',
  },
  '@media (min-width: 768px)': {
    gridTemplateColumns: '1fr 1fr',
    '& > :nth-of-type(2)': {
      display: 'block',
    },
  },
  '@media (min-width: 1920px)': {
    gridTemplateColumns: '1fr 1fr 1fr',
    '& > :nth-of-type(3)': {
      display: 'block',
    },
  },
});
