import type { SiteConfig } from '../generated/config/site';
import type { MenuConfig } from '../generated/config/menu';
import type { FooterConfig } from '../generated/config/footer';
import type { RoutesConfig } from '../generated/config/routes';
import siteJson from '../../config/site.json';
import menuJson from '../../config/menu.json';
import footerJson from '../../config/footer.json';
import routesJson from '../../config/routes.json';

/*
 * The operator-editable config files (docs/architecture.md "Config is data"). They are validated against schemas/config by
 * scripts/check-config.ts before every build and at server start, so the casts to the generated types hold.
 */

/** config/site.json: site-wide constants (docs/product.md §9). */
export const siteConfig = siteJson as SiteConfig;
/** config/menu.json: side menu, header quick links, languages, Follow Me (docs/product.md §2). */
export const menuConfig = menuJson as MenuConfig;
/** config/footer.json: footer content (docs/product.md §2 Footer). */
export const footerConfig = footerJson as FooterConfig;
/** config/routes.json: the route tree (docs/product.md §2 Routes). */
export const routesConfig = routesJson as RoutesConfig;

const configAssets = import.meta.glob<string>('../../config/assets/**/*.{svg,png,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Url of a config asset named relative to config/, e.g. `assets/providers/egt.svg`; undefined when missing. */
export function configAsset(path: string): string | undefined {
  return configAssets[`../../config/${path}`];
}
