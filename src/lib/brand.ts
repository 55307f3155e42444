import type { BootTheme } from '@contracts/site-boot';
import { siteBoot } from './boot';
import type { BrandTheme } from './theme';

/*
 * The brand of this page (docs/brands.md): the server picks it by host name and sends its
 * brand.json in the boot data, logos already resolved to URLs (src/lib/boot.ts). One build serves every brand.
 */

/** This page's brand.json as sent in the boot data (colour scheme, operator, licence text, logo URLs). */
export const bootTheme = (): BootTheme => siteBoot().theme;

/** Builds the Emotion theme (BrandTheme) from a brand's boot theme (default: this page's). */
export function buildTheme(config: BootTheme = bootTheme()): BrandTheme {
  return {
    brandName: config.brandName,
    colors: { ...config.colors },
    fonts: { ...config.fonts },
    radii: { ...config.radii },
    breakpoints: { ...config.breakpoints },
    logos: { ...config.logos },
    licenceText: config.licenceText,
  };
}
