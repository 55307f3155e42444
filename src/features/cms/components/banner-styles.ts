import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { alpha } from '@site/components/color';
import { roundControl } from '@site/components/icon-button';

/** docs/product.md §9: banners are 1040:600, and 600:500 at 640 px or below. */
export const PHONE_BANNER_MAX_PX = 640;

const shimmer = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`;

/** The slide frame keeps the banner aspect ratio, so the page does not jump when images arrive. */
export const SlideFrame = styled.div`
  position: relative;
  aspect-ratio: 1040 / 600;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${PHONE_BANNER_MAX_PX}px) {
    aspect-ratio: 600 / 500;
  }
  a {
    display: block;
    width: 100%;
    height: 100%;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A default slide shown until the slider list arrives (docs/product.md §4 Carousel: 3 placeholder slides). */
export const PlaceholderArt = styled.div`
  width: 100%;
  height: 100%;
  background: linear-gradient(
      100deg,
      transparent 20%,
      ${({ theme }) => alpha(theme.colors.text, 6)} 40%,
      transparent 60%
    ),
    linear-gradient(135deg, ${({ theme }) => alpha(theme.colors.primary, 22)}, ${({ theme }) => alpha(theme.colors.accent, 14)});
  background-size:
    200% 100%,
    100% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Carousel box; the Swiper pagination bullets take the brand colours. */
export const CarouselBox = styled.section`
  position: relative;
  min-width: 0;
  .swiper {
    padding-bottom: 28px;
  }
  .swiper-pagination-bullets.swiper-pagination-horizontal {
    bottom: 2px;
    line-height: 0;
  }
  /* WCAG 2.5.8: each bullet is a 24 x 24 px target; the dot the player sees is drawn inside it. */
  .swiper-pagination-bullet {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    margin: 0 !important;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    opacity: 1;
  }
  .swiper-pagination-bullet::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.5;
    transition: width 200ms;
  }
  .swiper-pagination-bullet:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  .swiper-pagination-bullet-active::before {
    width: 22px;
    background: ${({ theme }) => theme.colors.primary};
    opacity: 1;
  }
`;

/**
 * The carousel's Pause/Play button (WCAG 2.2.2, docs/accessibility.md), in the bullets' row at its right end: a 28 px target
 * (WCAG 2.5.8 asks 24), drawn as the site's other round icon buttons (roundControl).
 */
export const PauseButton = styled.button`
  ${roundControl};
  position: absolute;
  right: 0;
  bottom: 0;
  z-index: 2;
  width: 28px;
  height: 28px;
  svg {
    fill: currentColor;
  }
`;

/** Static stand-in while the Swiper chunk loads: the same slides per view as the carousel (docs/product.md §9). */
export const StaticRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 20px;
  padding-bottom: 28px;
  & > :nth-of-type(n + 2) {
    display: none;
  }
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
    & > :nth-of-type(2) {
      display: block;
    }
  }
  @media (min-width: 1920px) {
    grid-template-columns: 1fr 1fr 1fr;
    & > :nth-of-type(3) {
      display: block;
    }
  }
`;
