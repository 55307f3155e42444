import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ChecksumName } from './checksums';

import { FieldType } from '../../contracts/domain/payment-fields';

export { FieldType };

/** What one descriptor became. `kind` 'unsupported' carries the reason, shown as that field's error. */
export type MappedField =
  | { key: string; kind: 'text'; mask: string | null }
  | { key: string; kind: 'number'; integer: boolean }
  | { key: string; kind: 'bool' }
  | { key: string; kind: 'datetime' }
  | { key: string; kind: 'dropdown'; options: { value: string; label: string }[] }
  | { key: string; kind: 'unsupported'; reason: 'malformed' | 'unknownType' | 'noOptions' | 'duplicate' };

export interface MapperOptions {
  /** Label text (or i18n key) for a field key; default the key itself. */
  label?: (key: string) => string;
  /** Lira bounds per numeric key, e.g. `{ amount: { minimum: 100, maximum: 50000 } }` from the method's limits. */
  bounds?: Record<string, { minimum?: number; maximum?: number }>;
  /** i18n key per error keyword (e.g. `{ unsupported: 'wallet.unsupportedField', pattern: … }`). */
  errorMessages?: Record<string, string>;
  /** Checksum per text key, e.g. `{ iban: 'iban', cardNumber: 'luhn' }`; a failure is the error keyword of that name. */
  checks?: Record<string, ChecksumName>;
  /** i18n key (or text) of the paste button of masked fields; default 'Paste'. */
  pasteLabel?: string;
}

export interface MappedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: MappedField[];
  /** True when some field could not be understood: the form can never be valid. */
  hasUnsupported: boolean;
}

/** Form data of a mapped form: masked and text fields hold text, numeric fields numbers, bools booleans. */
export type MappedFormData = Record<string, string | number | boolean | undefined>;

const MAX_TEXT = 200;
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

function schemaOf(field: MappedField, options: MapperOptions): RJSFSchema {
  const title = options.label?.(field.key) ?? field.key;
  switch (field.kind) {
    case 'text':
      return { type: 'string', title, minLength: 1, maxLength: MAX_TEXT, ...(options.checks?.[field.key] ? { 'x-check': options.checks[field.key] } : {}) };
    case 'number':
      return { type: field.integer ? 'integer' : 'number', title, minimum: 0, ...options.bounds?.[field.key] };
    case 'bool':
      return { type: 'boolean', title };
    case 'datetime':
      return { type: 'string', title, pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$' };
    case 'dropdown':
      return { type: 'string', title, enum: field.options.map((o) => o.value) };
    case 'unsupported':
      return { type: 'string', title, 'x-unsupported': field.reason };
  }
}

function uiOf(field: MappedField, options: MapperOptions): UiSchema {
  const base: UiSchema = options.errorMessages ? { 'ui:errorMessages': options.errorMessages } : {};
  switch (field.kind) {
    case 'text':
      return field.mask
        ? {
            ...base,
            'ui:widget': 'pasteMasked',
            'ui:options': {
              mask: field.mask,
              maskComplete: true,
              inputMode: 'text',
              pasteLabel: options.pasteLabel ?? 'Paste',
              // The paste check (e.g. 'iban': refuse another country's IBAN and say why).
              ...(options.checks?.[field.key] ? { check: options.checks[field.key] } : {}),
            },
          }
        : { ...base, 'ui:options': { autocomplete: 'off' } };
    case 'number':
      return { ...base, 'ui:widget': 'lira', 'ui:options': { scale: field.integer ? 0 : 2 } };
    case 'bool':
      return { ...base, 'ui:widget': 'checkbox' };
    case 'datetime':
      return { ...base, 'ui:widget': 'date' };
    case 'dropdown':
      return { ...base, 'ui:widget': 'select', 'ui:enumNames': field.options.map((o) => o.label) };
    case 'unsupported':
      return { ...base, 'ui:widget': 'unsupported', 'ui:options': { message: options.errorMessages?.unsupported ?? 'validation.invalid' } };
  }
}

/**
 * Turns the server's field descriptors (docs/product.md §3 Payment detail field, §5 Dynamic forms) into a JSON Schema and
 * uiSchema for the one form renderer: every field required; masked text gets the server mask and a paste button;
 * numbers get the lira widget (tr-TR format); a field with options is a Dropdown. Anything it does not understand
 * (not an object, bad key, unknown objectType, dropdown without options, duplicate key) becomes an 'unsupported'
 * field whose error names it — never a throw. Pair the schema with `createMappedValidator`.
 */
export function mapPaymentFields(descriptors: unknown, options: MapperOptions = {}): MappedForm {
  const list = Array.isArray(descriptors) ? descriptors : [];
  const seen = new Set<string>();
  const fields = list.map((raw, index) => classifyField(raw, index, seen));
  const schema: RJSFSchema = {
    type: 'object',
    required: fields.map((f) => f.key),
    properties: Object.fromEntries(fields.map((f) => [f.key, schemaOf(f, options)])),
  };
  const uiSchema: UiSchema = {
    'ui:order': fields.map((f) => f.key),
    ...Object.fromEntries(fields.map((f) => [f.key, uiOf(f, options)])),
  };
  return { schema, uiSchema, fields, hasUnsupported: fields.some((f) => f.kind === 'unsupported') };
}

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
