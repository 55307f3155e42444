/**
 * Locale files and the keys config names (docs/architecture.md "What the config check refuses"). Every language of `site.languages` has
 * `config/locales/<code>.json` with exactly the default language's keys (missing and extra keys named); every
 * locale key named by config, menu, footer, routes and the form files (schema `title`s, `ui:placeholder`,
 * `ui:help`, `ui:title`, `ui:description`, `ui:errorMessages`) exists in every language — else players see the key.
 */
import { flattenKeys, localeKeysIn } from '@scripts/config-check-keys';
import { type CheckContext, type Json, childPointer, walkJson } from './context';

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
/** uiSchema fields whose string values are locale keys (src/forms: titles, placeholders, help, messages). */
const UI_TEXT_FIELDS = new Set(['ui:placeholder', 'ui:help', 'ui:title', 'ui:description']);

/** Language code → the dotted keys of its locale file. */
export type LocaleKeys = Map<string, Set<string>>;

/** Key path as a JSON pointer (`menu.home` → `/menu/home`). */
export function keyPointer(key: string): string {
  return key.split('.').reduce((at, part) => childPointer(at, part), '/');
}

/**
 * Reads `config/locales/<code>.json` of every language not yet in `into`, reporting a missing file (at the
 * `languages` entry of `siteRel`) and every key that differs from the default language's file.
 */
export async function loadLocales(ctx: CheckContext, siteRel: string, codes: string[], defaultCode: string, into: LocaleKeys): Promise<void> {
  for (const [i, code] of codes.entries()) {
    if (into.has(code)) continue;
    const rel = `config/locales/${code}.json`;
    if (!(await ctx.exists(rel))) {
      ctx.report(siteRel, `/languages/${i}/code`, `language "${code}" has no locale file ${rel}`);
      continue;
    }
    const data = await ctx.readJson(rel);
    if (data === undefined) continue;
    const keys = new Set(flattenKeys(data));
    into.set(code, keys);
    walkJson(data, (value, at) => {
      if (value !== null && typeof value !== 'object' && typeof value !== 'string') ctx.report(rel, at, 'a text must be a string');
    });
  }
  const base = into.get(defaultCode);
  if (!base) return;
  for (const code of codes) {
    const keys = into.get(code);
    if (!keys || code === defaultCode) continue;
    for (const key of base) if (!keys.has(key)) ctx.report(`config/locales/${code}.json`, keyPointer(key), `missing (present in ${defaultCode}.json, the default language)`);
    for (const key of keys) if (!base.has(key)) ctx.report(`config/locales/${code}.json`, keyPointer(key), `extra key, not in ${defaultCode}.json (the default language)`);
  }
}

/** Reports `key` at `rel` `at` once per language that lacks it. */
function requireKey(ctx: CheckContext, locales: LocaleKeys, codes: string[], rel: string, at: string, key: string): void {
  for (const code of codes) {
    const keys = locales.get(code);
    if (keys && !keys.has(key)) ctx.report(rel, at, `locale key "${key}" is missing in config/locales/${code}.json`);
  }
}

/** Locale keys named by a config file (menu, footer, routes, site), checked in every language of `codes`. */
export function checkConfigKeys(ctx: CheckContext, locales: LocaleKeys, codes: string[], rel: string, doc: Json): void {
  for (const { key, path } of localeKeysIn(doc)) requireKey(ctx, locales, codes, rel, path, key);
}

/** Locale keys named by a form schema (`title`s of fields) or its uiSchema (texts and `ui:errorMessages`). */
export function checkFormKeys(ctx: CheckContext, locales: LocaleKeys, codes: string[], rel: string, doc: Json, isUi: boolean): void {
  walkJson(doc, (value, at, field) => {
    if (!isUi) {
      // A field's title is a key ('register.name'); the form's own title ('LoginForm') is a type name.
      if (field === 'title' && typeof value === 'string' && KEY_PATTERN.test(value)) requireKey(ctx, locales, codes, rel, at, value);
      return;
    }
    if (typeof field === 'string' && UI_TEXT_FIELDS.has(field) && typeof value === 'string') requireKey(ctx, locales, codes, rel, at, value);
    if (field === 'ui:errorMessages' && value && typeof value === 'object') {
      for (const [keyword, ref] of Object.entries(value as Record<string, Json>)) {
        const key = typeof ref === 'string' ? ref : (ref as { key?: Json } | null)?.key;
        const refAt = typeof ref === 'string' ? childPointer(at, keyword) : childPointer(childPointer(at, keyword), 'key');
        if (typeof key === 'string') requireKey(ctx, locales, codes, rel, refAt, key);
        else ctx.report(rel, childPointer(at, keyword), 'must be a locale key or { key, values }');
      }
    }
  });
}

/**
 * A brand's `locales/<code>.json`: only for a language the brand offers, only keys of the base file (a brand
 * cannot invent keys), texts as strings.
 */
export async function checkBrandLocale(ctx: CheckContext, rel: string, code: string, codes: string[], base: Set<string> | undefined): Promise<void> {
  const data = await ctx.readJson(rel);
  if (data === undefined) return;
  if (!codes.includes(code)) {
    ctx.report(rel, '/', `language "${code}" is not in this brand's site languages (${codes.join(', ')})`);
    return;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    ctx.report(rel, '/', 'must be an object of texts');
    return;
  }
  if (!base) return;
  for (const key of flattenKeys(data)) {
    if (!base.has(key)) ctx.report(rel, keyPointer(key), `key not in config/locales/${code}.json (a brand cannot add keys)`);
  }
  walkJson(data, (value, at) => {
    if (value !== null && typeof value !== 'object' && typeof value !== 'string') ctx.report(rel, at, 'a text must be a string');
  });
}
