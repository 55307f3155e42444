/**
 * Rules every input schema of the API obeys (docs/input-hardening.md: bad input gets a 4xx, never a 500), applied by
 * the validator compiler (api-schemas.ts) so a schema added later cannot forget them:
 * - every string refuses NUL (U+0000) and lone UTF-16 surrogates: PostgreSQL cannot store NUL in text
 *   (SQLSTATE 22P05) and a lone surrogate is not Unicode; the keyword TEXT_KEYWORD is added to each string schema;
 * - every string, number, array and open map is bounded (see unboundedFields), integers within JavaScript's safe
 *   range, so nothing reaches a column it does not fit (int4 ids up to 2147483647, bigint ids and kuruş up to
 *   Number.MAX_SAFE_INTEGER).
 */

type Schema = Record<string, unknown>;

/** The Ajv keyword added to every string schema: refuses NUL and lone surrogates (message: validation-messages). */
export const TEXT_KEYWORD = 'x-text';

/**
 * The validation keyword of a query key given more than once (`?session=1&session=2`): no route takes a list in its
 * query, so every route refuses it before its handler runs (request-context.ts; message: validation-messages).
 */
export const ONCE_KEYWORD = 'x-once';

// In unicode mode a surrogate pair is one code point, so the class only matches surrogates that stand alone.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether `text` holds a NUL character or a lone UTF-16 surrogate (text PostgreSQL or a browser cannot keep). */
export function isBrokenText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);
const typesOf = (s: Schema): string[] => [s.type].flat().filter((t): t is string => typeof t === 'string');

/** Sub-schemas that describe values of `schema` (an `if` is a condition, not a value, so it is not visited). */
function children(schema: Schema): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const [key, sub] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) if (isSchema(sub)) out.push([`/${key}`, sub]);
  if (isSchema(schema.items)) out.push(['/items', schema.items]);
  if (isSchema(schema.additionalProperties)) out.push(['/*', schema.additionalProperties]);
  for (const key of ['then', 'else']) if (isSchema(schema[key])) out.push(['', schema[key] as Schema]);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const sub of Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []) if (isSchema(sub)) out.push(['', sub]);
  }
  return out;
}

/** Adds TEXT_KEYWORD to every string schema inside `schema` (in place; idempotent). */
export function markTextFields(schema: Schema): void {
  if (typesOf(schema).includes('string')) schema[TEXT_KEYWORD] = true;
  for (const [, sub] of children(schema)) markTextFields(sub);
}

const has = (s: Schema, ...keys: string[]) => keys.some((k) => typeof s[k] === 'number');

/**
 * Every place in an input schema whose values are not bounded, as `<path>: <what is missing>` (empty when all are):
 * a string needs maxLength, a number or integer a minimum and a maximum (an integer's at most
 * Number.MAX_SAFE_INTEGER), an array maxItems, an open map (additionalProperties as a schema) maxProperties; a
 * value schema must declare a type unless it is an enum or const. Conditions (required-only anyOf branches, if)
 * are not values and are skipped.
 */
export function unboundedFields(schema: Schema, path = ''): string[] {
  const problems: string[] = [];
  const at = path || '/';
  const types = typesOf(schema);
  const fixed = 'const' in schema || Array.isArray(schema.enum);
  if (!fixed) {
    if (types.includes('string') && !has(schema, 'maxLength')) problems.push(`${at}: string without maxLength`);
    if (types.includes('integer') || types.includes('number')) {
      if (!has(schema, 'minimum', 'exclusiveMinimum')) problems.push(`${at}: number without minimum`);
      if (!has(schema, 'maximum', 'exclusiveMaximum')) problems.push(`${at}: number without maximum`);
      const max = Number(schema.maximum ?? schema.exclusiveMaximum);
      const min = Number(schema.minimum ?? schema.exclusiveMinimum);
      if (types.includes('integer') && (max > Number.MAX_SAFE_INTEGER || min < Number.MIN_SAFE_INTEGER)) {
        problems.push(`${at}: integer bound past Number.MAX_SAFE_INTEGER`);
      }
    }
    if (types.includes('array') && !has(schema, 'maxItems')) problems.push(`${at}: array without maxItems`);
    if (isSchema(schema.additionalProperties) && !has(schema, 'maxProperties')) problems.push(`${at}: open object without maxProperties`);
  }
  for (const [key, sub] of children(schema)) {
    const isValue = key !== '';
    if (isValue && typesOf(sub).length === 0 && !('const' in sub) && !Array.isArray(sub.enum)) problems.push(`${path}${key}: no type`);
    problems.push(...unboundedFields(sub, `${path}${key}`));
  }
  return problems;
}
