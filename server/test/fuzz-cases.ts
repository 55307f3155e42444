import { RawJson, mainType } from './fuzz-schema';
import type { FuzzValue, JsonSchema } from './fuzz-schema';

/** A hostile value with a short label for the failure report. */
export interface Hostile {
  label: string;
  value: FuzzValue;
}

const INT4_MAX = 2_147_483_647;
const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/**
 * Values that break type, range or encoding assumptions whatever the field (docs/input-hardening.md): wrong types, NUL,
 * lone surrogates, huge strings, numbers past int4/int8/double and JavaScript's safe range, deep nesting.
 */
export const HOSTILE_VALUES: readonly Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'empty string', value: '' },
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'ab\u0000cd' },
  { label: 'lone high surrogate', value: '\ud800' },
  { label: 'lone low surrogate inside', value: 'x\udfffy' },
  { label: 'huge string', value: 'x'.repeat(100_000) },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  { label: 'array of values', value: [1, 'a', null] },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: 'int4 max + 1', value: INT4_MAX + 1 },
  { label: 'int4 min - 1', value: -INT4_MAX - 2 },
  { label: 'past safe integer', value: new RawJson('9007199254740993') },
  { label: 'past int8', value: new RawJson('9223372036854775808') },
  { label: '1e308', value: new RawJson('1e308') },
  { label: '-1e308', value: new RawJson('-1e308') },
  { label: 'denormal', value: new RawJson('5e-324') },
  { label: 'numeric text', value: '9007199254740993' },
  { label: 'deep array', value: deepArray(2_000) },
  { label: 'deep object', value: deepObject(2_000) },
];

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Values just and far past the bounds `schema` declares, and its valid value spoilt by NUL or a surrogate. */
export function boundaryValues(schema: JsonSchema, valid: unknown): Hostile[] {
  const out: Hostile[] = [];
  const type = mainType(schema);
  const min = num(schema.minimum) ?? num(schema.exclusiveMinimum);
  const max = num(schema.maximum) ?? num(schema.exclusiveMaximum);
  if (type === 'integer' || type === 'number') {
    if (min !== undefined) out.push({ label: 'minimum - 1', value: min - 1 }, { label: 'minimum - 0.001', value: min - 0.001 });
    if (max !== undefined) {
      out.push({ label: 'maximum + 1', value: max + 1 }, { label: 'maximum * 1000', value: max * 1000 });
      out.push({ label: 'maximum', value: max });
    }
    if (typeof valid === 'number') out.push({ label: 'valid as text', value: String(valid) }, { label: 'valid + 0.5', value: valid + 0.5 });
  }
  if (type === 'string') {
    const minLength = num(schema.minLength);
    const maxLength = num(schema.maxLength);
    if (minLength !== undefined && minLength > 0) out.push({ label: 'minLength - 1', value: 'x'.repeat(minLength - 1) });
    if (maxLength !== undefined) {
      out.push({ label: 'maxLength + 1', value: 'x'.repeat(maxLength + 1) });
      out.push({ label: 'maxLength in astral characters', value: '😀'.repeat(maxLength) });
    }
    if (typeof valid === 'string') {
      out.push({ label: 'valid + NUL', value: `${valid}\u0000` }, { label: 'valid + lone surrogate', value: `${valid}\ud83d` });
    }
  }
  if (Array.isArray(schema.enum)) out.push({ label: 'enum value + NUL', value: `${String(schema.enum[0])}\u0000` });
  if (type === 'array') {
    const maxItems = num(schema.maxItems);
    if (maxItems !== undefined) out.push({ label: 'maxItems + 1', value: Array.from({ length: maxItems + 1 }, () => (Array.isArray(valid) ? valid[0] : 1)) });
    out.push({ label: 'object for array', value: { 0: 1 } });
  }
  if (type === 'object' && valid !== null && typeof valid === 'object') {
    out.push({ label: 'array for object', value: [valid] });
    out.push({ label: 'extra properties', value: { ...valid, extra: 'x', ['\u0000']: 1, constructor: { prototype: { admin: true } } } });
    out.push({ label: '__proto__ key', value: new RawJson(`{"__proto__":{"admin":true},"a":1}`) });
  }
  return out;
}

/** Whole-body texts that are not a JSON object at all (sent with content-type application/json). */
export const HOSTILE_BODY_TEXTS: readonly Hostile[] = [
  { label: 'body null', value: 'null' },
  { label: 'body number', value: '1e308' },
  { label: 'body string', value: '"\\u0000"' },
  { label: 'body array', value: '[]' },
  { label: 'body truncated', value: '{"a":' },
  { label: 'body NUL byte raw', value: '{"a":"\u0000"}' },
  { label: 'body invalid UTF-8', value: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  { label: 'body 300 KB', value: `{"a":"${'x'.repeat(300_000)}"}` },
];

/** Values put into a query string or a path segment, already percent-encoded (or deliberately mis-encoded). */
export const HOSTILE_URL_VALUES: readonly string[] = [
  '',
  '0',
  '-1',
  '1.5',
  '1e308',
  '9007199254740993',
  '2147483648',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(600),
  'x'.repeat(5_000),
  '%F0%9F%98%80'.repeat(200),
];

/** Request headers a client controls and the server reads, at hostile sizes and shapes. */
export const HOSTILE_HEADERS: readonly { label: string; headers: Record<string, string> }[] = [
  { label: 'huge bearer token', headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } },
  { label: 'bearer token of non-ASCII', headers: { authorization: `Bearer ${'ş'.repeat(300)}` } },
  { label: 'malformed authorization', headers: { authorization: 'Bearer' } },
  { label: 'huge fingerprint', headers: { 'x-fingerprint': 'f'.repeat(20_000) } },
  { label: 'huge user agent', headers: { 'user-agent': 'u'.repeat(20_000) } },
  { label: 'odd locale', headers: { 'x-locale': 'x'.repeat(5_000) } },
  { label: 'text/plain body', headers: { 'content-type': 'text/plain' } },
  { label: 'form body', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { label: 'utf-16 JSON', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { label: 'bogus content type', headers: { 'content-type': '\u00ff/\u00ff' } },
];
