import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, getLanguage, type Language } from './locale';
import { formatMoney } from '@contracts/domain/money';
import { configVersion } from './config';

/**
 * Registers the `money` format on an initialised i18next instance: `{{limit, money}}` in a text writes a lira
 * amount in the text's language through ./money, the format the server's messages use too,
 * e.g. 50000 -> '₺50.000,00' (tr) / '₺50,000.00' (en), by the language's code through Intl.
 */
export function addMoneyFormat(instance: I18n): void {
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) => formatMoney(Number(value), lng ?? instance.language));
}

/** A nested locale bundle as in config/locales/<code>.json. */
export type LocaleBundle = Record<string, unknown>;

/**
 * Loads this brand's texts of `language` from the server: GET /locales/<code>.json (config/locales/<code>.json with
 * the brand's locales/<code>.json merged in, without the server's messages; server/site-config/plugin.ts). A visitor
 * downloads only the language they use; `?v=` is the config version, so a reload's new texts are a new URL and the
 * browser revalidates with the ETag otherwise. Rejects for a language the brand does not offer (404) or a failed call.
 */
export async function loadBundle(language: Language): Promise<LocaleBundle> {
  const response = await fetch(`/locales/${encodeURIComponent(language)}.json?v=${configVersion}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`No locale texts for "${language}" (HTTP ${response.status})`);
  return (await response.json()) as LocaleBundle;
}

/**
 * Initialises i18next for React (docs/architecture.md: i18n; docs/operators.md: the languages of config/site.json).
 * With `resources` (tests, previews) it is synchronous in effect; otherwise it loads the bundled texts of
 * `language` (default: the stored choice, else site.defaultLanguage). Returns the i18next instance.
 */
export async function initI18n(language: Language = getLanguage(), resources?: Resource): Promise<I18n> {
  const bundle = resources ?? { [language]: { translation: await loadBundle(language) } };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage(),
    resources: bundle,
    // Every locale file carries the same keys (checked by scripts/config-check.ts), so no fallback bundle is fetched.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  addMoneyFormat(i18next);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

/** One server translation (docs/product.md §3 Translation): dotted `key` such as `header.login`, and its text. */
export interface TranslationEntry {
  key: string;
  value: string;
}

/**
 * Overrides bundled texts with the server's (GET cms/translationlist, docs/product.md §7). Entries with an empty key or a
 * non-string value are skipped. Returns how many texts were applied.
 */
export function applyTranslations(entries: readonly TranslationEntry[], language: Language = getLanguage()): number {
  let applied = 0;
  for (const entry of entries) {
    if (!entry || typeof entry.key !== 'string' || !entry.key || typeof entry.value !== 'string') continue;
    i18next.addResource(language, 'translation', entry.key, entry.value);
    applied++;
  }
  return applied;
}
