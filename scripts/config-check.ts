/**
 * Validates everything under config/ against schemas/config (docs/architecture.md "Config is checked at build and at server start").
 *
 * `checkConfig(rootDir)` resolves when all is well and otherwise throws one Error whose message has a line per
 * problem, `config/menu.json: /sections/0/items/2/title: must be string`, i.e. file, JSON path and broken rule.
 * Beyond the schemas it checks what a schema cannot see: brand asset files and footer assets exist, route page
 * modules exist under src/, the default brand folder exists, and every locale key named by menu/routes/footer
 * exists in both config/locales/tr.json and en.json (and the two files have the same keys).
 */
import { access, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { flattenKeys, localeKeysIn } from './config-check-keys.ts';

type Json = unknown;

const CONFIG_FILES = ['site', 'routes', 'menu', 'footer'] as const;
const LANGS = ['tr', 'en'] as const;

function formatError(file: string, error: ErrorObject): string {
  const path = error.instancePath || '/';
  let rule = error.message ?? error.keyword;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') rule += ` (${String(params.additionalProperty)})`;
  if (error.keyword === 'enum') rule += ` (${(params.allowedValues as unknown[]).map(String).join(', ')})`;
  return `${file}: ${path}: ${rule}`;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Throws `Error` listing every problem (see module doc); resolves when the config under `rootDir` is valid. */
export async function checkConfig(rootDir: string): Promise<void> {
  const problems: string[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);

  const readJson = async (rel: string): Promise<Json | undefined> => {
    try {
      return JSON.parse(await readFile(join(rootDir, rel), 'utf8')) as Json;
    } catch (error) {
      problems.push(`${rel}: /: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `not valid JSON (${(error as Error).message})`}`);
      return undefined;
    }
  };
  const validators = new Map<string, ValidateFunction>();
  for (const name of [...CONFIG_FILES, 'brand']) {
    const schema = await readJson(`schemas/config/${name}.json`);
    if (schema && typeof schema === 'object') validators.set(name, ajv.compile(schema as object));
  }
  const validate = (schemaName: string, rel: string, data: Json): boolean => {
    const fn = validators.get(schemaName);
    if (!fn || fn(data)) return Boolean(fn);
    for (const error of fn.errors ?? []) problems.push(formatError(rel, error));
    return false;
  };

  const locales: Record<string, Set<string>> = {};
  for (const lang of LANGS) {
    const data = await readJson(`config/locales/${lang}.json`);
    if (data !== undefined) locales[lang] = new Set(flattenKeys(data));
  }
  if (locales.tr && locales.en) {
    for (const [a, b] of [['tr', 'en'], ['en', 'tr']] as const) {
      for (const key of locales[a]) if (!locales[b].has(key)) problems.push(`config/locales/${b}.json: /${key.replaceAll('.', '/')}: missing (present in ${a}.json)`);
    }
  }

  const files: Record<string, Json> = {};
  for (const name of CONFIG_FILES) {
    const rel = `config/${name}.json`;
    const data = await readJson(rel);
    if (data === undefined || !validate(name, rel, data)) continue;
    files[name] = data;
    for (const { key, path } of localeKeysIn(data)) {
      for (const lang of LANGS) {
        if (locales[lang] && !locales[lang].has(key)) problems.push(`${rel}: ${path}: locale key "${key}" is missing in config/locales/${lang}.json`);
      }
    }
  }

  await checkReferences(rootDir, files, problems);
  checkCompliance(files.site, problems);
  await checkBrands(rootDir, readJson, validate, problems);
  if (problems.length > 0) throw new Error(`Config check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`);
}

/** Files named by routes (page modules) and footer (assets) must exist; site.defaultBrand must be a brand folder. */
async function checkReferences(rootDir: string, files: Record<string, Json>, problems: string[]): Promise<void> {
  type Route = { page?: string; children?: Route[] };
  const walk = async (routes: Route[], path: string) => {
    for (const [i, route] of routes.entries()) {
      if (route.page && !(await exists(join(rootDir, 'src', `${route.page}.tsx`)))) {
        problems.push(`config/routes.json: ${path}/${i}/page: module src/${route.page}.tsx does not exist`);
      }
      if (route.children) await walk(route.children, `${path}/${i}/children`);
    }
  };
  const routes = files.routes as { routes: Route[] } | undefined;
  if (routes) await walk(routes.routes, '/routes');

  const footer = files.footer as { regulator: { logo: string }; providers: { url: string }[]; softwareCompany: { logo: string } } | undefined;
  if (footer) {
    const assets: [string, string][] = [
      ['/regulator/logo', footer.regulator.logo],
      ...footer.providers.map((p, i): [string, string] => [`/providers/${i}/url`, p.url]),
      ['/softwareCompany/logo', footer.softwareCompany.logo],
    ];
    for (const [path, file] of assets) {
      if (!(await exists(join(rootDir, 'config', file)))) problems.push(`config/footer.json: ${path}: file config/${file} does not exist`);
    }
  }
  const site = files.site as { defaultBrand: string } | undefined;
  if (site && !(await exists(join(rootDir, 'config', 'brands', site.defaultBrand, 'brand.json')))) {
    problems.push(`config/site.json: /defaultBrand: brand folder config/brands/${site.defaultBrand} does not exist`);
  }
}

/** Cross-field rules of site.compliance (issue 11) a schema cannot state: the default interval must be offered. */
function checkCompliance(site: Json, problems: string[]): void {
  const check = (site as { compliance?: { realityCheck: { intervalsMinutes: number[]; defaultMinutes: number | null } } } | undefined)?.compliance?.realityCheck;
  if (check && check.defaultMinutes !== null && !check.intervalsMinutes.includes(check.defaultMinutes)) {
    problems.push(`config/site.json: /compliance/realityCheck/defaultMinutes: must be null or one of intervalsMinutes (${check.intervalsMinutes.join(', ')})`);
  }
}

/** Every folder in config/brands must have a valid brand.json whose logo files exist beside it. */
async function checkBrands(
  rootDir: string,
  readJson: (rel: string) => Promise<Json | undefined>,
  validate: (schemaName: string, rel: string, data: Json) => boolean,
  problems: string[],
): Promise<void> {
  const entries = await readdir(join(rootDir, 'config', 'brands'), { withFileTypes: true }).catch(() => []);
  const brands = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  if (brands.length === 0) problems.push('config/brands: /: no brand folder');
  for (const brand of brands) {
    const rel = `config/brands/${brand}/brand.json`;
    const data = await readJson(rel);
    if (data === undefined || !validate('brand', rel, data)) continue;
    const logos = (data as { logos: Record<string, string> }).logos;
    for (const [slot, file] of Object.entries(logos)) {
      if (!(await exists(join(rootDir, 'config', 'brands', brand, file)))) {
        problems.push(`${rel}: /logos/${slot}: file config/brands/${brand}/${file} does not exist`);
      }
    }
  }
}
