import type { i18n as I18n } from 'i18next';

/** Translates an i18n key with interpolation values; returns the text. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An error-message override from `ui:errorMessages`: a key, or a key with interpolation values. */
export type MessageRef = string | { key: string; values?: Record<string, unknown> };

/**
 * Builds a Translate that passes text through unchanged when it is not a known key. Titles and placeholders
 * in form schemas are i18n keys ('register.name'), but runtime schemas (payment fields) carry the server's
 * own labels such as 'IBAN' or 'Account No.', which must show as they are rather than be mangled by
 * i18next's key and namespace separators.
 */
export function keyOrText(i18n: I18n): Translate {
  return (key, values) => (i18n.exists(key) ? String(i18n.t(key, values)) : key);
}
