/**
 * Pure merges of a brand folder's partial files over the shared config (issue 19; layout in docs/architecture.md
 * "Config is data"). Objects merge key by key, arrays and scalars replace; the inputs are never mutated and the
 * result shares no object with them, so a caller may keep the base for the next brand.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return clone(base);
  if (!isObject(base) || !isObject(override)) return clone(override);
  const out: JsonObject = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(override)])) {
    out[key] = key in override ? deepMerge(base[key], override[key]) : clone(base[key]);
  }
  return out;
}

/**
 * `config/site.json` with a brand's `config/brands/<name>/site.json` laid over it (objects key by key, arrays and
 * scalars replace). The caller checks that the override holds no `compliance` nor `defaultBrand` and that the
 * result still passes schemas/config/site.json (scripts/config-check/brands.ts).
 */
export function mergeBrandSite<T extends object>(base: T, override: object | undefined): T {
  return deepMerge(base, override ?? {}) as T;
}

/**
 * A locale file (`config/locales/<code>.json`) with a brand's `locales/<code>.json` laid over it, same rule. Keys
 * the base lacks are the caller's to refuse (a brand cannot invent keys); they are merged here as given.
 */
export function mergeLocale<T extends object>(base: T, override: object | undefined): T {
  return deepMerge(base, override ?? {}) as T;
}
