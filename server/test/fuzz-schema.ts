import fc from 'fast-check';

/** A JSON Schema object as found in schemas/api (only the keywords the generator reads are typed loosely). */
export type JsonSchema = Record<string, unknown>;

/** JSON text to put verbatim into a body, for values JavaScript cannot hold (9007199254740993, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value that may contain RawJson pieces. */
export type FuzzValue = unknown;

/** JSON text of `value`, RawJson pieces written verbatim; lone surrogates come out as `\udxxx` escapes. */
export function toJsonText(value: FuzzValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The first non-null type of a schema ('string' for ['string','integer']), or undefined when untyped. */
export function mainType(schema: JsonSchema): string | undefined {
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  return types.find((t) => t !== 'null') ?? types[0];
}

function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 20, minLength + 20);
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? 100));
  if (schema.format === 'date') return fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2030, 0, 1) }).map(dayText);
  if (typeof schema.pattern === 'string') {
    const limit = num(schema.maxLength) ?? 50;
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= minLength && [...s].length <= limit);
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : 0);
  // Valid values stay near the bottom of the range: a valid `count` of 20000 would open 20000 sessions.
  const max = Math.min(num(schema.maximum) ?? min + 1000, min + 1000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100);
}

/**
 * A fast-check arbitrary of values meant to pass `schema` (the "valid bodies first" of the fuzzer): every
 * declared property is present, numbers stay near their minimum, patterns through fc.stringMatching. Not a full
 * JSON Schema implementation: if/then, anyOf and $ref are not solved, so a few generated bodies are still refused
 * (which the fuzzer accepts: it only asks that nothing answers 5xx).
 */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (mainType(schema)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) record[key] = validArbitrary(sub);
      const extra = schema.additionalProperties;
      if (Object.keys(record).length === 0 && extra && typeof extra === 'object') {
        return fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), validArbitrary(extra as JsonSchema), { maxKeys: 3 });
      }
      return fc.record(record);
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = num(schema.minItems) ?? 0;
      return fc.array(validArbitrary(items), { minLength, maxLength: Math.min(num(schema.maxItems) ?? minLength + 3, minLength + 3) });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant({});
  }
}

/** One place in a value that the mutator may replace: its property path and the schema that governs it. */
export interface Leaf {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every property and array item of `value` (the whole value first), paired with its sub-schema. */
export function leavesOf(schema: JsonSchema, value: unknown, path: (string | number)[] = []): Leaf[] {
  const leaves: Leaf[] = [{ path, schema }];
  if (Array.isArray(value)) {
    if (value.length > 0) leaves.push(...leavesOf((schema.items ?? {}) as JsonSchema, value[0], [...path, 0]));
  } else if (value !== null && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const extra = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : {};
    for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
      leaves.push(...leavesOf(properties[key] ?? extra, sub, [...path, key]));
    }
  }
  return leaves;
}

/** A copy of `value` with the element at `path` replaced (the whole value when `path` is empty). */
export function replaceAt(value: unknown, path: readonly (string | number)[], replacement: FuzzValue): FuzzValue {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head]: replaceAt(object[head], rest, replacement) };
}
