/**
 * The config check (docs/architecture.md "Config is data", "What the config check refuses"):
 * `npm run check:config`, the build, `npm test`, `npm run dev` and the server start refuse config whose shape OR meaning
 * is wrong, each running this check before anything else; codegen runs its schema part (checkSchemas) before it compiles.
 *
 * `checkConfig(rootDir)` resolves when all is well and otherwise throws one Error whose message lists every problem
 * at once, one line each: `config/menu.json: /sections/0/items/2/url: link "/casino/slott" matches no route of
 * config/routes.json` (file, JSON pointer, rule), or `config/site.json:4:3: Expected ',' or '}' after property value`
 * for a JSON syntax error (file:line:column). The rules live in scripts/config-check/: schemas (config files, form
 * schemas valid and strict, regexes), ids, links, locales, colours, site-rules, routes, brands. A file that fails its
 * schema is not checked for meaning (its shape is unknown); its schema errors are listed instead.
 */
import { checkColours } from './config-check/colours';
import { CheckContext, type Json } from './config-check/context';
import { checkBrands } from './config-check/brands';
import { KEYED_LISTS, checkListIds } from './config-check/ids';
import { checkFooterContentLinks, checkLinks, routeTree, type RouteTree } from './config-check/links';
import { type LocaleKeys, checkConfigKeys, checkFormKeys, loadLocales } from './config-check/locales';
import { checkRoutes } from './config-check/routes';
import { checkConfigRegexes, checkFormSchemas, configValidators } from './config-check/schemas';
import { type SiteLike, checkSiteRules, languageCodes } from './config-check/site-rules';
import type { RouteTreeInput } from '@contracts/domain/route-match';

const SHARED_FILES = ['site', 'routes', 'menu', 'footer'] as const;

/** Footer files named by config/footer.json (paths relative to config/). */
async function checkFooterAssets(ctx: CheckContext, rel: string, footer: Json): Promise<void> {
  const f = footer as { regulator: { logo: string }; providers: { url: string }[]; softwareCompany: { logo: string } };
  const assets: [string, string][] = [
    ['/regulator/logo', f.regulator.logo],
    ...f.providers.map((p, i): [string, string] => [`/providers/${i}/url`, p.url]),
    ['/softwareCompany/logo', f.softwareCompany.logo],
  ];
  for (const [at, file] of assets) if (!(await ctx.exists(`config/${file}`))) ctx.report(rel, at, `file config/${file} does not exist`);
}

/** `languages[].code` and `defaultLanguage` of a site.json as far as they are usable (its schema failed). */
function tolerantLanguages(site: Json): { codes: string[]; defaultCode: string } {
  const s = (site ?? {}) as { languages?: unknown; defaultLanguage?: unknown };
  const codes = (Array.isArray(s.languages) ? s.languages : [])
    .map((l: unknown) => (l as { code?: unknown } | null)?.code)
    .filter((c): c is string => typeof c === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(c));
  const defaultCode = typeof s.defaultLanguage === 'string' && codes.includes(s.defaultLanguage) ? s.defaultLanguage : (codes[0] ?? '');
  return { codes: [...new Set(codes)], defaultCode };
}

/** Throws `Error` listing every problem (see module doc); resolves when the config under `rootDir` is valid. */
export async function checkConfig(rootDir: string): Promise<void> {
  const ctx = new CheckContext(rootDir);
  const validate = await configValidators(ctx);
  const forms = await checkFormSchemas(ctx);

  const files: Partial<Record<(typeof SHARED_FILES)[number], Json>> = {};
  let rawSite: Json;
  for (const name of SHARED_FILES) {
    const rel = `config/${name}.json`;
    const data = await ctx.readJson(rel);
    if (name === 'site') rawSite = data;
    if (data !== undefined && validate(name, rel, data)) files[name] = data;
  }
  const site = files.site as SiteLike | undefined;
  if (site) await checkSiteRules(ctx, 'config/site.json', site, true);
  // Languages are read even from a site.json that breaks its schema elsewhere: a wrong poll interval must not hide
  // the locale keys missing in every form.
  const { codes, defaultCode } = site ? { codes: languageCodes(site), defaultCode: site.defaultLanguage } : tolerantLanguages(rawSite);
  const locales: LocaleKeys = new Map();
  await loadLocales(ctx, 'config/site.json', codes, defaultCode, locales);
  let tree: RouteTree | undefined;
  if (files.routes) {
    const routes = (files.routes as { routes: RouteTreeInput[] }).routes;
    await checkRoutes(ctx, routes);
    tree = routeTree(routes);
  }

  const checkMenuFooter = (list: { rel: string; name: 'menu' | 'footer'; doc: Json }[], langs: string[]) => {
    for (const { rel, name, doc } of list) {
      checkListIds(ctx, rel, doc, KEYED_LISTS[name]);
      checkConfigKeys(ctx, locales, langs, rel, doc);
      checkColours(ctx, rel, doc);
      checkConfigRegexes(ctx, rel, doc);
      if (tree) {
        checkLinks(ctx, tree, rel, doc);
        if (name === 'footer') checkFooterContentLinks(ctx, tree, rel, doc);
      }
    }
  };
  const shared = (['menu', 'footer'] as const).filter((n) => files[n] !== undefined).map((name) => ({ rel: `config/${name}.json`, name, doc: files[name] }));
  checkMenuFooter(shared, codes);
  if (files.footer) await checkFooterAssets(ctx, 'config/footer.json', files.footer);
  for (const name of ['site', 'routes'] as const) {
    const doc = files[name];
    if (doc === undefined) continue;
    const rel = `config/${name}.json`;
    // Route ids are checked across the whole tree by checkRoutes.
    if (name !== 'routes') checkListIds(ctx, rel, doc);
    checkConfigKeys(ctx, locales, codes, rel, doc);
    checkColours(ctx, rel, doc);
    checkConfigRegexes(ctx, rel, doc);
    if (tree && name === 'routes') checkLinks(ctx, tree, rel, doc);
  }
  for (const [name, doc] of forms.schemas) checkFormKeys(ctx, locales, codes, `schemas/forms/${name}.json`, doc, false);
  for (const [name, doc] of forms.ui) checkFormKeys(ctx, locales, codes, `schemas/forms/${name}.ui.json`, doc, true);

  await checkBrands(ctx, { validate, site, menu: files.menu, footer: files.footer, locales, checkMenuFooter });

  refuseProblems(ctx);
}

/**
 * The part of checkConfig that scripts/codegen.ts runs before it compiles anything (docs/operators.md "Checking a
 * change"): the JSON syntax of every file of `schemas/config` and `schemas/forms` (`.ui.json` included), the config
 * schemas' and form schemas' validity (draft-07, Ajv strict for forms) and their regexes. Throws the same Error as
 * checkConfig, listing the same lines; resolves when those files are usable.
 */
export async function checkSchemas(rootDir: string): Promise<void> {
  const ctx = new CheckContext(rootDir);
  await configValidators(ctx);
  await checkFormSchemas(ctx);
  refuseProblems(ctx);
}

/** Throws the check's Error (`Config check failed (N problems):` then one line each) when `ctx` found any problem. */
function refuseProblems(ctx: CheckContext): void {
  const problems = [...new Set(ctx.problems)];
  if (problems.length > 0) throw new Error(`Config check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`);
}
