import type defaultTexts from '@config/locales/tr.json';
import { languageConfig, localeText } from './languages';
import type { Locale } from './locale';
import { renderParams } from './message-params';
import type { MessageParams } from './message-params';

/** The dotted paths of the string leaves of a nested texts object: { a: { b: 'x' } } -> 'a.b'. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * Every human message the server sends lives in the locale files, `config/locales/<code>.json` under
 * `server.messages` (docs/operators.md "Adding a language": a language is data; `{name}` placeholders are filled by `translate`). The key
 * type is read from the default locale file, so a key the code uses must exist there; the sweep test
 * (messages-sweep.test.ts) checks every offered language has every key.
 */
export type MessageKey = Leaves<(typeof defaultTexts)['server']['messages']>;

/** Fills `{placeholder}`s; unknown placeholders stay visible so a missing parameter is noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The message `key` in `locale`, with `params` filled in (money and fields written in `locale`). A language without
 * the text falls back to the default language's, then to the key itself (a missing text is noticed, nothing breaks).
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return format(localeText(locale, `server.messages.${key}`) ?? key, renderParams(locale, params));
}

/** Every message key and its template in `locale`, only the ones its own file holds (for the sweep test). */
export function templates(locale: Locale): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === 'string') out[prefix] = node;
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  const bundle = languageConfig().bundles[locale];
  walk(bundle && (bundle.server as Record<string, unknown> | undefined)?.messages, '');
  return out;
}
