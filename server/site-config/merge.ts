/**
 * Pure merges of a brand folder's optional overrides over the shared config (docs/brands.md). Used by the server's loader (./load.ts), scripts/config-check and the tests. Neither function
 * mutates its arguments; both return new objects (values not touched by the override are shared with `base`).
 */

type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key (recursively); arrays, scalars and null in `override` replace what `base` has. */
function deepMerge(base: Json, override: Json): Json {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    merged[key] = key in base ? deepMerge(base[key], value) : value;
  }
  return merged;
}

/**
 * config/site.json with a brand's partial `config/brands/<name>/site.json` over it: objects merge key by key, arrays
 * and scalars replace. The caller checks the result against schemas/config/site.json and that the override names
 * neither `compliance` nor `defaultBrand` (one licence and one default per server; docs/brands.md).
 */
export function mergeBrandSite<T extends object>(base: T, override: Record<string, unknown> | undefined): T {
  if (!override) return base;
  return deepMerge(base, override) as T;
}

/**
 * config/locales/<code>.json with a brand's partial `locales/<code>.json` over it: like mergeBrandSite, but only keys
 * that exist in `base` are taken (a brand cannot invent keys), and a text replaces a text only (an object where the
 * base has a string, or the reverse, is ignored; the config check reports it).
 */
export function mergeLocale<T extends Record<string, unknown>>(base: T, override: Record<string, unknown> | undefined): T {
  if (!override) return base;
  const merge = (b: Record<string, Json>, o: Record<string, Json>): Record<string, Json> => {
    const merged: Record<string, Json> = { ...b };
    for (const [key, value] of Object.entries(o)) {
      if (!Object.prototype.hasOwnProperty.call(b, key)) continue;
      const current = b[key];
      if (isPlainObject(current) && isPlainObject(value)) merged[key] = merge(current, value);
      else if (typeof current === 'string' && typeof value === 'string') merged[key] = value;
    }
    return merged;
  };
  return merge(base, override) as T;
}
