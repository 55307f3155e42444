import type { BrandConfig } from '../generated/config/brand';
import type { BrandTheme } from './theme';

/**
 * Brand loading (docs/architecture.md: Styling). Every brand folder's brand.json is tiny, so all are bundled and the one named
 * by `__BRAND__` (env BRAND at build time) is picked. Asset files are emitted as separate files (see
 * vite.config.ts assetsInlineLimit), so unused brands cost a few bytes of url strings, not their images.
 */
const configs = import.meta.glob<BrandConfig>('../../config/brands/*/brand.json', { eager: true, import: 'default' });
const assets = import.meta.glob<string>('../../config/brands/*/*.{svg,png,webp,jpg,ico}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Names of the brand folders under config/brands. */
export const brandNames = (): string[] =>
  Object.keys(configs).map((path) => path.split('/').at(-2) ?? '').sort();

/** The brand.json of `name`; throws when the folder does not exist (a build with a wrong BRAND must fail loudly). */
export function loadBrandConfig(name: string = __BRAND__): BrandConfig {
  const config = configs[`../../config/brands/${name}/brand.json`];
  if (!config) throw new Error(`Unknown brand "${name}"; expected one of ${brandNames().join(', ')}`);
  return config;
}

/** Url of a file inside the brand folder, e.g. `brandAsset('default', 'logo.svg')`. Throws for a missing file. */
export function brandAsset(name: string, file: string): string {
  const url = assets[`../../config/brands/${name}/${file}`];
  if (url === undefined) throw new Error(`Brand "${name}" has no asset "${file}"`);
  return url;
}

/** Builds the Emotion theme (BrandTheme) from a brand's config; logo file names become urls. */
export function buildTheme(name: string = __BRAND__, config: BrandConfig = loadBrandConfig(name)): BrandTheme {
  return {
    brandName: config.brandName,
    colors: { ...config.colors },
    fonts: { ...config.fonts },
    radii: { ...config.radii },
    breakpoints: { ...config.breakpoints },
    logos: {
      header: brandAsset(name, config.logos.header),
      footer: brandAsset(name, config.logos.footer),
      icon: brandAsset(name, config.logos.icon),
    },
    licenceText: config.licenceText,
  };
}
