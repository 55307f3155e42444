import type { BrandConfig } from './types/config/brand';
import type { FooterConfig } from './types/config/footer';
import type { MenuConfig } from './types/config/menu';
import type { RoutesConfig } from './types/config/routes';
import type { SiteConfig } from './types/config/site';

/**
 * A brand's look as the site receives it: brand.json without `hosts` and `$schema`, its logo file names resolved to
 * URLs the server answers (`/brand-assets/<brand>/<file>?v=<configVersion>`).
 */
export type BootTheme = Omit<BrandConfig, 'hosts' | '$schema'>;

/**
 * The boot data the server writes into index.html as `<script type="application/json" id="site-boot">` for the brand
 * of the request's host (docs/brands.md; docs/architecture.md "Brands at run time"). Built by
 * server/site-config/render.ts, read once by src/lib/boot.ts.
 * - brand: the brand folder name under config/brands (e.g. "default", "marmara").
 * - site/menu/footer/routes: config/*.json with the brand's overrides merged in (site.json deep-merged; menu.json and
 *   footer.json replaced when the brand has its own; routes.json is shared).
 * - configVersion: a short hash of every config file the snapshot was built from; it changes with each reload that
 *   changes anything, and versions the locale and asset URLs.
 */
export interface SiteBoot {
  brand: string;
  theme: BootTheme;
  site: SiteConfig;
  menu: MenuConfig;
  footer: FooterConfig;
  routes: RoutesConfig;
  configVersion: string;
}

/** The id of the boot data element in index.html. */
export const SITE_BOOT_ID = 'site-boot';

/**
 * The server render (docs/architecture.md "Server-rendered pages") loads one copy of the SSR bundle per brand and config version, as
 * `entry-server.js?boot=<key>`, one import at a time; while a copy loads, `globalThis[Symbol.for(SSR_BOOT_REGISTRY)]`
 * is `{ boot }` with its boot data (set by server/site-config/ssr.ts; the copy reads it once, while it loads, where
 * the browser reads `#site-boot`).
 */
export const SSR_BOOT_REGISTRY = 'casino-site.ssr-boot';

/** Name of the cookie that mirrors the player's stored language, so the server renders pages in it (docs/architecture.md "Server-rendered pages"). */
export const LANG_COOKIE = 'lang';

/**
 * Name of the cookie (value `1`) the browser keeps while its stored session is a withdraw-only one
 * (docs/player-protection-operator.md "Withdraw-only access"; src/lib/auth-storage.ts). With it the server sends the client shell instead of a rendered page: a render is a
 * visitor's page, with games and offers, and a self-excluded player's browser must not paint it before the
 * withdraw-only view takes over (server/site-config/ssr.ts).
 */
export const CLIENT_RENDER_COOKIE = 'client-render';

/**
 * Name of the cookie (value `1`) the browser keeps while a time-out or self-exclusion its player confirmed is in force
 * (src/lib/in-force.ts; it expires with the exclusion). The logout that follows the confirmation does not touch it.
 * With it the server sends the client shell, as with CLIENT_RENDER_COOKIE: the browser then paints the in-force screen
 * first, never a visitor's page with the bonus banner and promotions (server/site-config/ssr.ts;
 * docs/protection-enforcement.md).
 */
export const IN_FORCE_COOKIE = 'protection-in-force';

/**
 * Id of the `<script type="application/json">` block of a server-rendered page: the render's state (src/ssr/state.ts;
 * written by server/site-config/ssr.ts, read by src/main.tsx).
 */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The start-up script of server-rendered pages (src/ssr/page-start.ts), as the build names it: its own entry in
 * vite.config.ts, its manifest key in dist/.vite/manifest.json (read by server/site-config/ssr.ts and
 * scripts/report-size.ts).
 */
export const PAGE_START_ENTRY = 'src/ssr/page-start.ts';
