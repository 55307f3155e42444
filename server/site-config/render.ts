/**
 * Renders a brand's index.html and boot data (docs/brands.md; docs/brands.md).
 * The same renderer serves production (./plugin.ts) and `npm run dev` (scripts/vite-plugins.ts siteHtml).
 * index.html keeps two placeholders: `%SITE_LANG%` (the `<html lang>`) and `<!--site-head-->` (title, description,
 * theme colour, favicon, first-paint style, boot data). Every config value is escaped for where it lands.
 */
import type { BootTheme, SiteBoot } from '@contracts/site-boot';
import { SITE_BOOT_ID } from '@contracts/site-boot';
import { IMAGE_TYPES, type BrandBundle } from './load';

/** Where the server answers a brand's image files (./plugin.ts). */
export const brandAssetUrl = (brand: string, file: string, configVersion: string): string =>
  `/brand-assets/${encodeURIComponent(brand)}/${encodeURIComponent(file)}?v=${configVersion}`;

/** The boot data of `bundle`: brand.json without hosts, logos as URLs, merged settings (contracts/site-boot.ts). */
export function bootOf(bundle: BrandBundle, configVersion: string): SiteBoot {
  const { hosts: _hosts, $schema: _schema, ...brand } = bundle.brand;
  const logos = Object.fromEntries(Object.entries(brand.logos).map(([slot, file]) => [slot, brandAssetUrl(bundle.name, file, configVersion)]));
  const theme = { ...brand, logos } as BootTheme;
  return {
    brand: bundle.name,
    theme,
    site: withoutSchema(bundle.site),
    menu: withoutSchema(bundle.menu),
    footer: withoutSchema(bundle.footer),
    routes: withoutSchema(bundle.routes),
    configVersion,
  };
}

/** A config file without its editor-only `$schema` line. */
function withoutSchema<T extends { $schema?: string }>(config: T): T {
  const { $schema: _schema, ...rest } = config;
  return rest as T;
}

/** JSON for a `<script type="application/json">` block: `<`, `>`, `&`, U+2028 and U+2029 as \u escapes, so no config text can close the block or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A value for a CSS declaration inside `<style>`: characters that could end the declaration, the rule or the element are dropped. */
const cssValue = (value: string | number): string => String(value).replace(/[<>{};\\\n\r]/g, '');

/** CSS custom property names of the theme: --color-<key>, --font-<key>, --radius-<key>. */
export function themeProperties(theme: BootTheme): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.colors)) props[`--color-${key}`] = cssValue(value);
  for (const [key, value] of Object.entries(theme.fonts)) props[`--font-${key}`] = cssValue(value);
  for (const [key, value] of Object.entries(theme.radii)) props[`--radius-${key}`] = cssValue(value);
  return props;
}

/** The inline first-paint style: the theme as custom properties, the page background, text colour and colour scheme. */
export function firstPaintStyle(theme: BootTheme): string {
  const vars = Object.entries(themeProperties(theme)).map(([name, value]) => `${name}:${value}`).join(';');
  return `:root{${vars}}html{background:var(--color-background);color:var(--color-text);color-scheme:${cssValue(theme.colorScheme)}}`;
}

/** A text of `texts` by dotted key, or undefined. */
function text(texts: Record<string, unknown> | undefined, key: string): string | undefined {
  let at: unknown = texts;
  for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

/**
 * `template` (index.html with its placeholders) for `bundle`: `<html lang>` = the brand's defaultLanguage, title =
 * brand name, description = brand name and the home page's lead text in that language, theme-color = background,
 * the brand icon as favicon, the first-paint style and the boot data. Throws when a placeholder is missing (a
 * template that would serve every brand the same page must not go out silently).
 */
export function renderIndexHtml(template: string, bundle: BrandBundle, configVersion: string): string {
  if (!template.includes('<!--site-head-->') || !template.includes('%SITE_LANG%')) {
    throw new Error('index.html lacks the <!--site-head--> or %SITE_LANG% placeholder (server/site-config/render.ts)');
  }
  const boot = bootOf(bundle, configVersion);
  const language = bundle.site.defaultLanguage;
  const name = boot.theme.brandName;
  const lead = text(bundle.locales[language], 'pages.home.lead');
  const iconFile = bundle.brand.logos.icon;
  const iconType = IMAGE_TYPES[iconFile.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'image/svg+xml';
  const head = [
    `<title>${escapeHtml(name)}</title>`,
    `<meta name="description" content="${escapeHtml(lead ? `${name} — ${lead}` : name)}" />`,
    `<meta name="theme-color" content="${escapeHtml(boot.theme.colors.background)}" />`,
    `<link rel="icon" type="${iconType}" href="${escapeHtml(boot.theme.logos.icon)}" />`,
    `<style id="brand-first-paint">${firstPaintStyle(boot.theme)}</style>`,
    `<script type="application/json" id="${SITE_BOOT_ID}">${jsonForHtml(boot)}</script>`,
  ].join('\n    ');
  return template.replace('%SITE_LANG%', escapeHtml(language)).replace('<!--site-head-->', () => head);
}
