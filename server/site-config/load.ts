/**
 * Loads config/ into an immutable snapshot of every brand (docs/brands.md; docs/brands.md).
 * The one place config is read and merged per brand: the server (./plugin.ts), the Vite dev plugin
 * (scripts/vite-plugins.ts), the unit tests' boot data (src/test-setup.ts) use it.
 *
 * A brand folder `config/brands/<name>/` holds brand.json and may override (docs/brands.md "What a brand folder may hold"):
 * site.json (partial, deep-merged over config/site.json, never `compliance` nor `defaultBrand`), menu.json and
 * footer.json (replace), locales/<code>.json (partial texts, keys of the base file only), and its image files.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrandConfig } from '@contracts/types/config/brand';
import type { FooterConfig } from '@contracts/types/config/footer';
import type { MenuConfig } from '@contracts/types/config/menu';
import type { RoutesConfig } from '@contracts/types/config/routes';
import type { SiteConfig } from '@contracts/types/config/site';
import { checkConfig } from '@scripts/config-check';
import { mergeBrandSite, mergeLocale } from './merge';

/** Locale texts as in config/locales/<code>.json (nested objects of strings). */
export type LocaleTexts = Record<string, unknown>;

/** Image files a brand folder or config/assets may serve (lower-case extension → content type). */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};
/** A file name a URL may name: letters, digits, dot, dash, underscore; no leading dot; an image extension. */
export const SAFE_IMAGE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|webp|jpe?g|ico)$/i;

/** One brand as served: its brand.json, settings and texts with its overrides merged in, and its image files. */
export interface BrandBundle {
  readonly name: string;
  readonly brand: BrandConfig;
  readonly site: SiteConfig;
  readonly menu: MenuConfig;
  readonly footer: FooterConfig;
  readonly routes: RoutesConfig;
  /** Language code → merged texts, for every code of `site.languages`. */
  readonly locales: Readonly<Record<string, LocaleTexts>>;
  /** File name → bytes of the brand folder's image files. */
  readonly assets: ReadonlyMap<string, Buffer>;
}

/** Everything the server serves from config/, read at one moment; replaced whole by a reload, never edited. */
export interface SiteSnapshot {
  readonly brands: ReadonlyMap<string, BrandBundle>;
  /** Host name (lower-case, no port) → brand name. */
  readonly byHost: ReadonlyMap<string, string>;
  readonly defaultBrand: string;
  /** config/assets/** images: path relative to config/assets ('providers/egt.svg') → bytes. */
  readonly configAssets: ReadonlyMap<string, Buffer>;
  /** sha256 (first 12 hex) of every file under config/: changes when anything an operator edits changes. */
  readonly configVersion: string;
}

export interface BuildOptions {
  /** Use this compliance profile instead of config/site.json's (a reload keeps the one the server started with). */
  compliance?: SiteConfig['compliance'];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const optionalJson = <T>(path: string): T | undefined => (existsSync(path) ? readJson<T>(path) : undefined);

/** Every file under `dir` (recursive), as paths relative to it with '/' separators, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Reads config/ under `root` into a snapshot, merging each brand's overrides. Synchronous and WITHOUT the config
 * check (the rules on overrides, hosts and schemas live once, in scripts/config-check): call loadSiteConfig for a
 * checked snapshot. `problems` lists only what makes a snapshot unusable (a missing locale file, a missing default
 * brand) as `file: /json/path: rule` lines.
 */
export function buildSnapshot(root: string, options: BuildOptions = {}): { snapshot: SiteSnapshot; problems: string[] } {
  const configDir = join(root, 'config');
  const problems: string[] = [];
  const baseSite = readJson<SiteConfig>(join(configDir, 'site.json'));
  const site: SiteConfig = options.compliance ? { ...baseSite, compliance: options.compliance } : baseSite;
  const menu = readJson<MenuConfig>(join(configDir, 'menu.json'));
  const footer = readJson<FooterConfig>(join(configDir, 'footer.json'));
  const routes = readJson<RoutesConfig>(join(configDir, 'routes.json'));
  const baseLocales = new Map<string, LocaleTexts>();
  const localesDir = join(configDir, 'locales');
  for (const file of existsSync(localesDir) ? readdirSync(localesDir) : []) {
    if (file.endsWith('.json')) baseLocales.set(file.slice(0, -5), readJson<LocaleTexts>(join(localesDir, file)));
  }

  const brands = new Map<string, BrandBundle>();
  const byHost = new Map<string, string>();
  const brandsDir = join(configDir, 'brands');
  const names = readdirSync(brandsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const name of names) {
    const dir = join(brandsDir, name);
    const rel = `config/brands/${name}`;
    const brand = readJson<BrandConfig>(join(dir, 'brand.json'));
    const siteOverride = optionalJson<Record<string, unknown>>(join(dir, 'site.json'));
    const brandSite = mergeBrandSite(site, siteOverride);
    const brandMenu = optionalJson<MenuConfig>(join(dir, 'menu.json'));
    const brandFooter = optionalJson<FooterConfig>(join(dir, 'footer.json'));
    const locales: Record<string, LocaleTexts> = {};
    for (const { code } of brandSite.languages) {
      const base = baseLocales.get(code);
      if (!base) {
        problems.push(`${rel}/site.json: /languages: config/locales/${code}.json does not exist`);
        continue;
      }
      locales[code] = mergeLocale(base, optionalJson<LocaleTexts>(join(dir, 'locales', `${code}.json`)));
    }
    const assets = new Map<string, Buffer>();
    for (const file of readdirSync(dir)) if (SAFE_IMAGE_NAME.test(file)) assets.set(file, readFileSync(join(dir, file)));
    // A host listed by two brands is refused by the config check; here the first brand keeps it.
    for (const host of brand.hosts) if (!byHost.has(host.toLowerCase())) byHost.set(host.toLowerCase(), name);
    brands.set(name, Object.freeze({ name, brand, site: brandSite, menu: brandMenu ?? menu, footer: brandFooter ?? footer, routes, locales, assets }));
  }
  if (!brands.has(site.defaultBrand)) problems.push(`config/site.json: /defaultBrand: brand folder config/brands/${site.defaultBrand} does not exist`);

  const configAssets = new Map<string, Buffer>();
  for (const file of filesUnder(join(configDir, 'assets'))) {
    if (file.split('/').every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part)) && SAFE_IMAGE_NAME.test(file.split('/').at(-1) ?? '')) {
      configAssets.set(file, readFileSync(join(configDir, 'assets', file)));
    }
  }
  const hash = createHash('sha256');
  for (const file of filesUnder(configDir)) hash.update(file).update('\0').update(readFileSync(join(configDir, file))).update('\0');
  const snapshot: SiteSnapshot = Object.freeze({
    brands,
    byHost,
    defaultBrand: site.defaultBrand,
    configAssets,
    configVersion: hash.digest('hex').slice(0, 12),
  });
  return { snapshot, problems };
}

/** The config check failed: `problems` are `file: /json/path: rule` lines (scripts/config-check.ts and brand overrides). */
export class ConfigProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`Config check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`);
    this.name = 'ConfigProblems';
  }
}

/**
 * Runs the full config check (checkConfig of scripts/config-check.ts) on the files under `root`, then builds the
 * snapshot. Rejects with ConfigProblems listing every problem; nothing is half-loaded.
 */
export async function loadSiteConfig(root: string, options: BuildOptions = {}): Promise<SiteSnapshot> {
  try {
    await checkConfig(root);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigProblems(message.split('\n').slice(message.startsWith('Config check failed') ? 1 : 0).filter(Boolean));
  }
  let built: ReturnType<typeof buildSnapshot>;
  try {
    built = buildSnapshot(root, options);
  } catch (error) {
    throw new ConfigProblems([`config: /: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (built.problems.length > 0) throw new ConfigProblems(built.problems);
  return built.snapshot;
}

/** A Host value as brand.json `hosts` lists it: lower-cased, port and trailing dot stripped. */
export function hostName(host: string | undefined): string {
  const name = (host ?? '').trim().toLowerCase();
  return (name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d*$/, '')).replace(/\.$/, '');
}

/**
 * The brand of a host name: lower-cased, port and trailing dot stripped, looked up among every brand's hosts; any
 * other value (unknown, empty, hostile) gets the default brand. The raw value is never echoed anywhere.
 */
export function brandForHost(snapshot: SiteSnapshot, host: string | undefined): BrandBundle {
  const brand = snapshot.brands.get(snapshot.byHost.get(hostName(host)) ?? snapshot.defaultBrand);
  if (!brand) throw new Error(`default brand "${snapshot.defaultBrand}" is not loaded`);
  return brand;
}
