import type { SiteConfig } from '@site/generated/config/site';
import type { MenuConfig } from '@site/generated/config/menu';
import type { FooterConfig } from '@site/generated/config/footer';
import type { RoutesConfig } from '@site/generated/config/routes';
import { siteBoot } from './boot';

/*
 * The operator-editable config (docs/architecture.md "Config is data"), as the server sent it for this host's brand
 * in the boot data (src/lib/boot.ts): config/*.json with the brand folder's overrides merged in. The server checks
 * it against schemas/config before serving it (at start and on every reload), so the generated types hold.
 */
const boot = siteBoot();

/** config/site.json with the brand's site.json merged in: site-wide constants (docs/product.md §9). */
export const siteConfig: SiteConfig = boot.site;
/** config/menu.json, or the brand's own: side menu, header quick links, Follow Me (docs/product.md §2). */
export const menuConfig: MenuConfig = boot.menu;
/** config/footer.json, or the brand's own: footer content (docs/product.md §2 Footer). */
export const footerConfig: FooterConfig = boot.footer;
/** config/routes.json: the route tree (docs/product.md §2 Routes); shared by every brand. */
export const routesConfig: RoutesConfig = boot.routes;
/** The version of the config the page was served with; versions the locale URLs (src/lib/i18n.ts). */
export const configVersion: string = boot.configVersion;

/**
 * Url of a config asset named relative to config/, e.g. `assets/providers/egt.svg` → `/config-assets/providers/egt.svg`
 * (served by the server from config/assets, server/site-config/plugin.ts); undefined for a path outside config/assets.
 */
export function configAsset(path: string): string | undefined {
  if (!path.startsWith('assets/') || path.split('/').some((part) => part === '..' || part === '')) return undefined;
  return `/config-assets/${path.slice('assets/'.length).split('/').map(encodeURIComponent).join('/')}?v=${configVersion}`;
}
