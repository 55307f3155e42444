import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's config folder (config/site.json, config/locales/<code>.json). */
export const CONFIG_DIR = join(import.meta.dirname, '..', '..', 'config');

/** One offered language, as config/site.json `languages` lists it (docs/operators.md "Adding a language"). */
export interface SiteLanguage {
  /** Language code such as 'tr', 'en' or 'pt-BR' (schemas/config/site.json pattern). */
  code: string;
  /** The language's own name, shown by the language switch. */
  name: string;
}

/** A locale file (config/locales/<code>.json): nested objects with string leaves. */
export type Bundle = Record<string, unknown>;

/** What the server knows about languages: the offered list, the default and each language's texts. */
export interface LanguageConfig {
  languages: readonly SiteLanguage[];
  /** site.defaultLanguage: answers a request without (or with an unknown) x-locale; the fallback of every text. */
  defaultLanguage: string;
  /** Every offered language's locale file, whole (the `server` subtree holds the server's messages). */
  bundles: Readonly<Record<string, Bundle>>;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads `site.json` `languages` / `defaultLanguage` and `locales/<code>.json` of each language from `configDir`
 * (default: the repository's config/). Throws an Error naming the file when the list is empty, a code has no locale
 * file, or the default language is not in the list: the server does not start on such a config.
 */
export function loadLanguageConfig(configDir: string = CONFIG_DIR): LanguageConfig {
  const siteFile = join(configDir, 'site.json');
  const site = readJson(siteFile) as { languages?: unknown; defaultLanguage?: unknown };
  const languages = Array.isArray(site.languages) ? (site.languages as SiteLanguage[]) : [];
  if (languages.length === 0 || !languages.every((l) => typeof l?.code === 'string' && typeof l?.name === 'string')) {
    throw new Error(`${siteFile}: /languages must list at least one {code, name}`);
  }
  const defaultLanguage = site.defaultLanguage;
  if (typeof defaultLanguage !== 'string' || !languages.some((l) => l.code === defaultLanguage)) {
    throw new Error(`${siteFile}: /defaultLanguage must be one of the codes in /languages`);
  }
  const bundles = Object.fromEntries(languages.map((l) => [l.code, readJson(join(configDir, 'locales', `${l.code}.json`)) as Bundle]));
  return { languages: languages.map(({ code, name }) => ({ code, name })), defaultLanguage, bundles };
}

let current: LanguageConfig = loadLanguageConfig();

/** The language config in force (read from config/ when the server starts). */
export function languageConfig(): LanguageConfig {
  return current;
}

/**
 * Puts `config` in force for every later translation and x-locale reading (a config reload, or a test with a
 * fixture config); returns the config it replaced.
 */
export function applyLanguageConfig(config: LanguageConfig): LanguageConfig {
  const previous = current;
  current = config;
  return previous;
}

/** The string at dotted `key` of `bundle` ('server.messages.common.ok'), or undefined. */
export function textAt(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Bundle)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text at dotted `key` of `locale`'s file, else of the default language's file, else undefined
 * (docs/operators.md "Adding a language": a language missing a text shows the default language's, never a key).
 */
export function localeText(locale: string, key: string): string | undefined {
  return textAt(current.bundles[locale], key) ?? textAt(current.bundles[current.defaultLanguage], key);
}
