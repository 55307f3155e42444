import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ChecksumName } from './checksums';

import { FieldType } from '@contracts/domain/payment-fields';
import { classifyField, fieldRule, toPaymentDetail, type MappedField, type MappedFormData } from '@contracts/domain/payment-field-rules';

// The descriptor reading and the value rules are the server's too (contracts/domain/payment-field-rules.ts, docs/architecture.md "Forms").
export { FieldType, classifyField, toPaymentDetail, type MappedField, type MappedFormData };

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

function schemaOf(field: MappedField, options: MapperOptions): RJSFSchema {
  const title = options.label?.(field.key) ?? field.key;
  return { title, ...fieldRule(field, options.bounds?.[field.key], field.kind === 'text' ? options.checks?.[field.key] : undefined) } as RJSFSchema;
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

