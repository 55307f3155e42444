import '@emotion/react';
import type { CSSObject } from '@emotion/react';

/**
 * The Emotion theme, built from the page's brand (`config/brands/<name>/brand.json`, sent by the server in the boot
 * data; docs/brands.md).
 * Components read every colour, font, radius and size from here; no literals in components.
 */
export interface BrandTheme {
  brandName: string;
  colors: {
    /** Page background. */
    background: string;
    /** Cards, dialogs, header. */
    surface: string;
    surfaceRaised: string;
    /** Decorative lines around cards and tables. */
    border: string;
    /** Boundary of form controls, at least 3:1 on every surface (WCAG 1.4.11, docs/accessibility.md). */
    control: string;
    text: string;
    textMuted: string;
    /** Main call to action (Login, Deposit). */
    primary: string;
    primaryText: string;
    /** Secondary call to action (Register). */
    accent: string;
    accentText: string;
    success: string;
    warning: string;
    danger: string;
    /** Dim layer behind dialogs and the sidebar. */
    overlay: string;
  };
  fonts: { body: string; heading: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  /** Breakpoints in px (docs/product.md §9: 900 and 1100 px; images 992 and 1200; carousel 768, 992, 1920). */
  breakpoints: { sm: number; md: number; lg: number };
  /** Asset urls resolved from the brand folder. */
  logos: { header: string; footer: string; icon: string };
  /** Operator and licence statement shown in the footer (docs/product.md §1, §2 Footer). */
  licenceText: string;
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends BrandTheme {}
}

/** Media query for "at least `px` wide". */
export const minWidth = (px: number): string => `@media (min-width: ${px}px)`;
/** Media query for "narrower than `px`". */
export const maxWidth = (px: number): string => `@media (max-width: ${px - 0.02}px)`;

/** A block's usual height in px: `px` on a phone, and `widePx` from `wideFromPx` wide on, when it differs there. */
export interface OffscreenHeight {
  px: number;
  widePx?: number;
  wideFromPx?: number;
}

/**
 * Object styles that let the browser skip a block's style, layout and paint while it is off screen (`content-visibility: auto`):
 * the game rows, the section links and the footer lie below the fold of every page's first paint, and laying them out
 * with their pictures was most of the work the browser did before and while the app started (docs/performance.md: TBT). Until
 * first drawn the block holds its usual `height` at that width (so the scroll bar hardly moves); after, its last drawn
 * height (`auto`). The browser draws it before it scrolls into view: nothing visible moves (CLS). Painting is contained
 * to the block's box, so it also gets `outlinePx` of padding, taken back by a negative margin, in which the focus
 * outlines of its edge controls stay visible (the global `:focus-visible` style: 2 px at 2 px offset).
 */
export function skipWhileOffscreen(height: OffscreenHeight, outlinePx = 0): CSSObject {
  const { px, widePx, wideFromPx } = height;
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${px}px`,
    ...(outlinePx > 0 ? { padding: outlinePx, margin: -outlinePx } : {}),
    ...(widePx !== undefined && wideFromPx !== undefined ? { [minWidth(wideFromPx)]: { containIntrinsicBlockSize: `auto ${widePx}px` } } : {}),
  };
}
