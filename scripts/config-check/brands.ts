/**
 * Brand folders `config/brands/<name>/` (docs/brands.md; layout in docs/architecture.md "Config is data"):
 * brand.json valid, its logo files present, its colours CSS colours, its hosts listed by no other brand; the
 * optional overrides: site.json (no `compliance`, no `defaultBrand`; the merged settings pass the site schema and
 * the site rules), menu.json and footer.json (their schemas, then the same id/link/locale-key rules as the shared
 * files, through `checkMenuFooter`), locales/<code>.json (checkBrandLocale).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { mergeBrandSite } from '@server/site-config/merge';
import { checkColours } from './colours';
import type { CheckContext, Json } from './context';
import { type LocaleKeys, checkBrandLocale, loadLocales } from './locales';
import type { ConfigSchema } from './schemas';
import { type SiteLike, checkSiteRules, languageCodes } from './site-rules';

/** What the shared config gave the brand check. */
export interface BrandInputs {
  validate: (name: ConfigSchema, rel: string, data: Json) => boolean;
  /** config/site.json when it passed its schema. */
  site: SiteLike | undefined;
  menu: Json;
  footer: Json;
  locales: LocaleKeys;
  /** Ids, links, locale keys and colours of a menu and footer, against the given languages. */
  checkMenuFooter: (files: { rel: string; name: 'menu' | 'footer'; doc: Json }[], codes: string[]) => void;
}

/** Site settings a brand may not override: the licence's rules and the brand choice itself. */
const SERVER_WIDE = ['compliance', 'defaultBrand'] as const;

export async function checkBrands(ctx: CheckContext, input: BrandInputs): Promise<void> {
  const entries = await readdir(join(ctx.root, 'config', 'brands'), { withFileTypes: true }).catch(() => []);
  const brands = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  if (brands.length === 0) ctx.report('config/brands', '/', 'no brand folder');
  const hostOwners = new Map<string, string>();
  for (const brand of brands) {
    const dir = `config/brands/${brand}`;
    const rel = `${dir}/brand.json`;
    const data = await ctx.readJson(rel);
    if (data !== undefined && input.validate('brand', rel, data)) {
      const { logos, hosts } = data as { logos: Record<string, string>; hosts: string[] };
      for (const [slot, file] of Object.entries(logos)) {
        if (!(await ctx.exists(`${dir}/${file}`))) ctx.report(rel, `/logos/${slot}`, `file ${dir}/${file} does not exist`);
      }
      checkColours(ctx, rel, data);
      hosts.forEach((host, i) => {
        const name = host.toLowerCase();
        const owner = hostOwners.get(name);
        if (owner) ctx.report(rel, `/hosts/${i}`, `host "${host}" is also listed by ${owner}`);
        else hostOwners.set(name, `brand "${brand}" (${rel})`);
      });
    }
    await checkOverrides(ctx, input, brand);
  }
}

async function checkOverrides(ctx: CheckContext, input: BrandInputs, brand: string): Promise<void> {
  const dir = `config/brands/${brand}`;
  let site = input.site;
  const siteRel = `${dir}/site.json`;
  const override = await ctx.readJson(siteRel, true);
  if (override !== undefined) {
    if (override === null || typeof override !== 'object' || Array.isArray(override)) ctx.report(siteRel, '/', 'must be an object of site settings');
    else {
      for (const key of SERVER_WIDE) {
        if (key in override) ctx.report(siteRel, `/${key}`, `a brand may not set ${key} (one per server, in config/site.json)`);
      }
      if (input.site) {
        // The merged settings are what this brand's visitors get: schema and rules, reported at the override file.
        const merged = mergeBrandSite(input.site, override as Record<string, unknown>);
        const before = ctx.problems.length;
        if (input.validate('site', siteRel, merged)) await checkSiteRules(ctx, siteRel, merged as SiteLike, false);
        else site = undefined;
        dropInherited(ctx, before, siteRel);
        if (site) site = merged as SiteLike;
      }
    }
  }
  const codes = site ? languageCodes(site) : [];
  if (site && site !== input.site) await loadLocales(ctx, siteRel, codes, site.defaultLanguage, input.locales);

  const files: { rel: string; name: 'menu' | 'footer'; doc: Json }[] = [];
  let ownFiles = false;
  for (const name of ['menu', 'footer'] as const) {
    const rel = `${dir}/${name}.json`;
    const doc = await ctx.readJson(rel, true);
    if (doc === undefined) files.push({ rel: `config/${name}.json`, name, doc: input[name] });
    else {
      ownFiles = true;
      if (input.validate(name, rel, doc)) files.push({ rel, name, doc });
    }
  }
  // Shared files are checked once by the caller; again only when this brand's languages differ or it has its own.
  if (site && (ownFiles || site !== input.site)) input.checkMenuFooter(files.filter((f) => f.doc !== undefined && (f.rel.startsWith(dir) || site !== input.site)), codes);

  const localeFiles = (await readdir(join(ctx.root, dir, 'locales')).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  for (const file of localeFiles) {
    const code = file.slice(0, -'.json'.length);
    await checkBrandLocale(ctx, `${dir}/locales/${file}`, code, site ? codes : [code], input.locales.get(code));
  }
}

/**
 * A mistake in config/site.json that the brand's merged settings only inherit is reported once, at config/site.json:
 * the brand's lines from `from` on that repeat a shared-file line (same path and rule) are dropped.
 */
function dropInherited(ctx: CheckContext, from: number, siteRel: string): void {
  const shared = new Set(ctx.problems.slice(0, from).filter((line) => line.startsWith('config/site.json: ')).map((line) => line.slice('config/site.json: '.length)));
  const own = ctx.problems.slice(from).filter((line) => !shared.has(line.slice(siteRel.length + 2)));
  ctx.problems.splice(from, ctx.problems.length - from, ...own);
}
