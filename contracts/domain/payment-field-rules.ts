/**
 * The rules of a payment detail form, written once for the site and the platform server (docs/product.md §3 Payment
 * detail field, §5 Dynamic forms; docs/architecture.md "Forms"): how a field descriptor of `payment/detail` is understood
 * (classifyField), the rule of its value (fieldRule: type, length, bounds, choices, checksum) and the check of a value
 * against it (checkFieldValue, validateFlat). The site builds its form from them (src/forms/payment-field-mapper.ts,
 * src/forms/mapped-validator.ts); the server checks a submitted detail with the very same functions
 * (server/wallet/methods-detail.ts). Plain code without eval (CSP script-src 'self'); imports only
 * contracts/domain.
 */
import { isValidIbanText, isValidLuhn } from './checksums';
import { FieldType } from './payment-fields';

/** What one descriptor became. `kind` 'unsupported' carries the reason, shown as that field's error. */
export type MappedField =
  | { key: string; kind: 'text'; mask: string | null }
  | { key: string; kind: 'number'; integer: boolean }
  | { key: string; kind: 'bool' }
  | { key: string; kind: 'datetime' }
  | { key: string; kind: 'dropdown'; options: { value: string; label: string }[] }
  | { key: string; kind: 'unsupported'; reason: 'malformed' | 'unknownType' | 'noOptions' | 'duplicate' };

/** The checksums a payment field may name; a failure is the error keyword of that name. */
export type ChecksumName = 'iban' | 'luhn';
export const CHECKSUMS: Record<ChecksumName, (value: string) => boolean> = { iban: isValidIbanText, luhn: isValidLuhn };
/** The checksum of a text field by its well-known key (docs/product.md §5: IBAN mod-97, card number Luhn). */
export const PAYMENT_FIELD_CHECKS: Readonly<Record<string, ChecksumName>> = { iban: 'iban', cardNumber: 'luhn' };

/** The JSON-Schema subset of one field's value (the site adds its title; validateFlat and checkFieldValue read it). */
export interface FieldRule {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object';
  title?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  /** A checksum over the complete value ('iban' mod-97, 'luhn'). */
  'x-check'?: ChecksumName;
  /** The descriptor could not be understood: the value always fails with keyword 'unsupported'. */
  'x-unsupported'?: string;
  [keyword: string]: unknown;
}

/** A flat object schema of FieldRules (the mapped form's schema). */
export interface FlatSchema {
  type?: unknown;
  required?: string[];
  properties?: Record<string, unknown>;
}

/** One failed rule, shaped like Ajv's (and RJSF's) error: `name` is the keyword, `property` '.<key>'. */
export interface FieldError {
  name: string;
  property: string;
  params: Record<string, unknown>;
  message: string;
  stack: string;
  schemaPath: string;
}

/** Largest text value of a String field, in characters. */
export const MAX_TEXT = 200;
const DATETIME = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
// Keys that would reach Object.prototype when used as property names.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf']);

/** Classifies one descriptor (anything the server sent); never throws. Spec §3: a field with options is a Dropdown. */
export function classifyField(raw: unknown, index: number, seen: Set<string>): MappedField {
  // Keys stand in for malformed or repeated ones must not collide with any other field's key.
  const fresh = (base: string) => {
    let candidate = base;
    for (let n = 2; seen.has(candidate); n++) candidate = `${base}_${n}`;
    seen.add(candidate);
    return candidate;
  };
  const valid = isRecord(raw) && typeof raw.key === 'string' && SAFE_KEY.test(raw.key) && !RESERVED.has(raw.key);
  if (!isRecord(raw) || !valid) return { key: fresh(`field_${index + 1}`), kind: 'unsupported', reason: 'malformed' };
  const key = raw.key as string;
  if (seen.has(key)) return { key: fresh(`${key}_${index + 1}`), kind: 'unsupported', reason: 'duplicate' };
  seen.add(key);
  const { objectType, option, mask } = raw;
  if (Array.isArray(option) || objectType === FieldType.Dropdown) {
    const options = (Array.isArray(option) ? option : [])
      .filter((o): o is { id: number | string; name: unknown } => isRecord(o) && (typeof o.id === 'number' || typeof o.id === 'string'))
      .map((o) => ({ value: String(o.id), label: typeof o.name === 'string' && o.name !== '' ? o.name : String(o.id) }));
    const unique = options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i);
    return unique.length > 0 ? { key, kind: 'dropdown', options: unique } : { key, kind: 'unsupported', reason: 'noOptions' };
  }
  switch (objectType) {
    case FieldType.String:
      return { key, kind: 'text', mask: typeof mask === 'string' && mask.trim() !== '' ? mask : null };
    case FieldType.Int:
    case FieldType.Long:
      return { key, kind: 'number', integer: true };
    case FieldType.Decimal:
      return { key, kind: 'number', integer: false };
    case FieldType.Bool:
      return { key, kind: 'bool' };
    case FieldType.DateTime:
      return { key, kind: 'datetime' };
    default:
      return { key, kind: 'unsupported', reason: 'unknownType' };
  }
}

/**
 * The rule of one field's value: text 1..MAX_TEXT characters (with its checksum), numbers at least 0 (integers for
 * Int/Long) within `bounds` (lira, e.g. the method's limits for `amount`), a date 'YYYY-MM-DD[THH:MM[:SS]]', a
 * dropdown one of its option ids as text; an unsupported field always fails.
 */
export function fieldRule(field: MappedField, bounds?: { minimum?: number; maximum?: number }, check?: ChecksumName): FieldRule {
  switch (field.kind) {
    case 'text':
      return { type: 'string', minLength: 1, maxLength: MAX_TEXT, ...(check ? { 'x-check': check } : {}) };
    case 'number':
      return { type: field.integer ? 'integer' : 'number', minimum: 0, ...bounds };
    case 'bool':
      return { type: 'boolean' };
    case 'datetime':
      return { type: 'string', pattern: DATETIME };
    case 'dropdown':
      return { type: 'string', enum: field.options.map((o) => o.value) };
    case 'unsupported':
      return { type: 'string', 'x-unsupported': field.reason };
  }
}

function typeOk(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

const patternCache = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    // RegExp is not eval: it is allowed under CSP script-src 'self'.
    compiled = new RegExp(pattern, 'u');
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

function error(key: string, name: string, params: Record<string, unknown>, message: string): FieldError {
  return { name, property: `.${key}`, params, message, stack: `.${key} ${message}`, schemaPath: `#/properties/${key}/${name}` };
}

/** Checks one field value against its rule; returns its first failing rule (the site shows one error per field). */
export function checkFieldValue(key: string, schema: FieldRule, value: unknown): FieldError | null {
  if (schema['x-unsupported']) return error(key, 'unsupported', {}, 'unsupported field');
  if (value === undefined) return null;
  if (!typeOk(schema.type, value)) return error(key, 'type', { type: schema.type }, `must be ${String(schema.type)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) {
    return error(key, 'enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
      return error(key, 'minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
    }
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
      return error(key, 'maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    }
    if (typeof schema.pattern === 'string' && !regex(schema.pattern).test(value)) {
      return error(key, 'pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
    }
    const check = schema['x-check'] as ChecksumName | undefined;
    if (check && CHECKSUMS[check] && !CHECKSUMS[check](value)) return error(key, check, {}, `must pass the ${check} check`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) {
      return error(key, 'minimum', { limit: schema.minimum, comparison: '>=' }, `must be >= ${schema.minimum}`);
    }
    if (typeof schema.maximum === 'number' && value > schema.maximum) {
      return error(key, 'maximum', { limit: schema.maximum, comparison: '<=' }, `must be <= ${schema.maximum}`);
    }
  }
  return null;
}

/** Raw errors of `data` against a flat object schema, in property order ('required' for missing values). */
export function validateFlat(schema: FlatSchema, data: unknown): FieldError[] {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const errors: FieldError[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    const sub = property as FieldRule;
    if ((value === undefined || value === null || value === '') && required.has(key) && !sub['x-unsupported']) {
      errors.push({ ...error(key, 'required', { missingProperty: key }, `must have required property '${key}'`), property: `.${key}` });
      continue;
    }
    const failed = checkFieldValue(key, sub, value === null || value === '' ? undefined : value);
    if (failed) errors.push(failed);
  }
  return errors;
}

/** Form data of a mapped form: masked and text fields hold text, numeric fields numbers, bools booleans. */
export type MappedFormData = Record<string, string | number | boolean | undefined>;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * The detail map to send (docs/product.md §5): numeric fields as numbers, dropdown values as numbers when numeric and
 * text otherwise, text (masked fields: the unmasked value) as is, booleans as booleans. Unsupported and empty
 * fields are left out.
 */
export function toPaymentDetail(fields: readonly MappedField[], data: MappedFormData): Record<string, string | number | boolean> {
  const detail: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = Object.hasOwn(data, field.key) ? data[field.key] : undefined;
    if (value === undefined || value === '' || field.kind === 'unsupported') continue;
    if (field.kind === 'number') detail[field.key] = typeof value === 'number' ? value : Number(value);
    else if (field.kind === 'dropdown') detail[field.key] = NUMERIC.test(String(value)) ? Number(value) : String(value);
    else if (field.kind === 'bool') detail[field.key] = value === true;
    else detail[field.key] = String(value);
  }
  return detail;
}

/**
 * The form data a sent `detail` stands for (the inverse of toPaymentDetail): dropdown values as the option id's text,
 * the rest as sent. What the server checks with the form's rules.
 */
export function paymentDetailToFormData(fields: readonly MappedField[], detail: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (!Object.hasOwn(detail, field.key)) continue;
    const value = detail[field.key];
    data[field.key] = field.kind === 'dropdown' && (typeof value === 'number' || typeof value === 'string') ? String(value) : value;
  }
  return data;
}
