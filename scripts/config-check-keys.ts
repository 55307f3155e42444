/** Helpers of scripts/config-check.ts: locale key lists and where config files name locale keys. */

/** Field names whose string values in config files are locale keys (schemas/config: `localeKey`). */
const KEY_FIELDS = new Set(['title', 'breadcrumb', 'badge', 'label', 'licenceKey', 'copyrightKey', 'responsibleKey']);
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** Dotted paths of every string leaf of a locale file, e.g. `menu.sections.main`. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Every locale key a config file names, with its JSON pointer, e.g. `{ key: 'menu.home', path: '/sections/0/items/0/title' }`.
 * Route `props.title` values count too (page titles).
 */
export function localeKeysIn(value: unknown, path = ''): { key: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localeKeysIn(item, `${path}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([field, child]) => {
    const childPath = `${path}/${field}`;
    if (typeof child === 'string') return KEY_FIELDS.has(field) && KEY_PATTERN.test(child) ? [{ key: child, path: childPath }] : [];
    return localeKeysIn(child, childPath);
  });
}
