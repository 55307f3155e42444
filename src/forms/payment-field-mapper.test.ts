import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMappedValidator } from './mapped-validator';
import { mapPaymentFields, toPaymentDetail, type MappedFormData } from './payment-field-mapper';

const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
const bank = [
  { key: 'iban', mask: IBAN_MASK, objectType: 1, option: null },
  { key: 'accountHolder', mask: null, objectType: 1, option: null },
  { key: 'amount', mask: null, objectType: 4, option: null },
];

describe('mapPaymentFields', () => {
  it('maps the bank transfer descriptors: all required, masked IBAN with paste, lira amount', () => {
    const form = mapPaymentFields(bank, { bounds: { amount: { minimum: 100, maximum: 50000 } }, pasteLabel: 'wallet.paste' });
    expect(form.schema.required).toEqual(['iban', 'accountHolder', 'amount']);
    expect(form.schema.properties?.amount).toMatchObject({ type: 'number', minimum: 100, maximum: 50000 });
    expect(form.uiSchema.iban).toMatchObject({ 'ui:widget': 'pasteMasked', 'ui:options': { mask: IBAN_MASK, maskComplete: true, pasteLabel: 'wallet.paste' } });
    expect(form.uiSchema.amount).toMatchObject({ 'ui:widget': 'lira', 'ui:options': { scale: 2 } });
    expect(form.uiSchema['ui:order']).toEqual(['iban', 'accountHolder', 'amount']);
    expect(form.hasUnsupported).toBe(false);
  });

  it('treats any field with options as a Dropdown and keeps string ids as text, numeric ones as numbers on submit', () => {
    const form = mapPaymentFields([
      { key: 'provider', mask: null, objectType: 2, option: [{ id: 1, name: 'Papara' }, { id: 2, name: 'Payfix' }] },
      { key: 'network', mask: null, objectType: 7, option: [{ id: 'TRC20', name: 'USDT (TRC20)' }] },
      { key: 'count', mask: null, objectType: 2, option: null },
      { key: 'agree', mask: null, objectType: 5, option: null },
    ]);
    expect(form.schema.properties?.provider).toMatchObject({ type: 'string', enum: ['1', '2'] });
    expect(form.uiSchema.provider).toMatchObject({ 'ui:widget': 'select', 'ui:enumNames': ['Papara', 'Payfix'] });
    expect(toPaymentDetail(form.fields, { provider: '2', network: 'TRC20', count: 3, agree: true })).toEqual({
      provider: 2,
      network: 'TRC20',
      count: 3,
      agree: true,
    });
  });

  it('gives an unknown type, a dropdown without options and junk a clear field error instead of throwing', () => {
    const form = mapPaymentFields([{ key: 'x', mask: null, objectType: 99, option: null }, { key: 'y', objectType: 7, option: [] }, 42, null]);
    expect(form.fields.map((f) => f.kind)).toEqual(['unsupported', 'unsupported', 'unsupported', 'unsupported']);
    expect(form.fields.map((f) => f.kind === 'unsupported' && f.reason)).toEqual(['unknownType', 'noOptions', 'malformed', 'malformed']);
    const result = createMappedValidator(form.schema).validateFormData({}, form.schema);
    expect(result.errors.map((e) => [e.property, e.name])).toEqual([
      ['.x', 'unsupported'], ['.y', 'unsupported'], ['.field_3', 'unsupported'], ['.field_4', 'unsupported'],
    ]);
  });

  it('handles a reply that is not a list as an empty form', () => {
    expect(mapPaymentFields({ nope: true }).fields).toEqual([]);
    expect(mapPaymentFields(undefined).schema.required).toEqual([]);
  });
});

describe('createMappedValidator', () => {
  const form = mapPaymentFields(bank, { bounds: { amount: { minimum: 100, maximum: 50000 } } });
  const validator = createMappedValidator(form.schema);
  const errorsOf = (data: MappedFormData) => validator.validateFormData(data, form.schema).errors.map((e) => `${e.property}:${e.name}`);

  it('reports required, minimum and maximum with Ajv-style names and params', () => {
    expect(errorsOf({})).toEqual(['.iban:required', '.accountHolder:required', '.amount:required']);
    expect(errorsOf({ iban: '1'.repeat(24), accountHolder: 'A', amount: 50 })).toEqual(['.amount:minimum']);
    expect(validator.validateFormData({ iban: 'x', accountHolder: 'A', amount: 60000 }, form.schema).errors[0].params).toEqual({ limit: 50000, comparison: '<=' });
    expect(errorsOf({ iban: '1'.repeat(24), accountHolder: 'A', amount: 150 })).toEqual([]);
  });

  it('checks type, enum, pattern and lengths', () => {
    const schema = {
      type: 'object' as const,
      required: ['a'],
      properties: {
        a: { type: 'string' as const, pattern: '^\\d+$', minLength: 2, maxLength: 3 },
        b: { type: 'string' as const, enum: ['x', 'y'] },
        c: { type: 'integer' as const },
      },
    };
    const v = createMappedValidator(schema);
    const names = (data: Record<string, unknown>) => v.validateFormData(data, schema).errors.map((e) => e.name);
    expect(names({ a: '1' })).toEqual(['minLength']);
    expect(names({ a: '1234' })).toEqual(['maxLength']);
    expect(names({ a: '1a' })).toEqual(['pattern']);
    expect(names({ a: '12', b: 'z', c: 1.5 })).toEqual(['enum', 'type']);
    expect(v.isValid(schema, { a: '12' }, schema)).toBe(true);
  });

  it('refuses a schema outside its subset at construction', () => {
    expect(() => createMappedValidator({ type: 'object', properties: { a: { type: 'string', format: 'email' } } })).toThrow(/format/);
  });
});

// Arbitrary descriptors: well-formed ones of every type plus junk the server should never send.
const option = fc.record({ id: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.stringMatching(/^[A-Z0-9]{1,8}$/)), name: fc.string() });
const descriptor = fc.record({
  key: fc.oneof(fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/), fc.constantFrom('field_1', 'field_2', 'amount', 'amount_2', '__proto__', 'constructor'), fc.string()),
  mask: fc.oneof(fc.constant(null), fc.constantFrom('0000 0000 0000 0000', IBAN_MASK, '00/00', '')),
  objectType: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer()),
  option: fc.oneof(fc.constant(null), fc.array(option, { maxLength: 5 })),
});
const anyDescriptor = fc.oneof({ weight: 5, arbitrary: descriptor }, { weight: 1, arbitrary: fc.anything() });

describe('mapper properties (fast-check)', () => {
  it('never throws, yields one required field per descriptor with unique keys, and a usable validator', () => {
    fc.assert(
      fc.property(fc.array(anyDescriptor, { maxLength: 12 }), (list) => {
        const form = mapPaymentFields(list);
        const keys = form.fields.map((f) => f.key);
        expect(keys).toHaveLength(list.length);
        expect(new Set(keys).size).toBe(keys.length);
        expect(form.schema.required).toEqual(keys);
        const validator = createMappedValidator(form.schema);
        const result = validator.validateFormData({}, form.schema);
        // Every field is required: an empty form has exactly one error per field.
        expect(result.errors.map((e) => e.property)).toEqual(keys.map((k) => `.${k}`));
      }),
    );
  });

  it('fields with an option list are always dropdowns (or a clear error when the list is empty)', () => {
    fc.assert(
      fc.property(fc.array(descriptor, { maxLength: 8 }), (list) => {
        const form = mapPaymentFields(list);
        list.forEach((d, i) => {
          const field = form.fields[i];
          if (field.kind === 'unsupported' && (field.reason === 'malformed' || field.reason === 'duplicate')) return;
          if (Array.isArray(d.option) && d.option.length > 0) expect(field.kind).toBe('dropdown');
          if (Array.isArray(d.option) && d.option.length === 0) expect(field).toMatchObject({ kind: 'unsupported', reason: 'noOptions' });
        });
      }),
    );
  });

  it('on submit numbers stay numbers, numeric dropdown values become numbers, other values stay text', () => {
    fc.assert(
      fc.property(fc.array(descriptor, { maxLength: 8 }), fc.integer({ min: 0, max: 10_000 }), fc.string({ minLength: 1 }), (list, n, text) => {
        const form = mapPaymentFields(list);
        const data: MappedFormData = {};
        for (const f of form.fields) {
          if (f.kind === 'number') data[f.key] = n;
          else if (f.kind === 'dropdown') data[f.key] = f.options[0].value;
          else if (f.kind === 'bool') data[f.key] = true;
          else data[f.key] = text;
        }
        const detail = toPaymentDetail(form.fields, data);
        for (const f of form.fields) {
          const value = detail[f.key];
          if (f.kind === 'unsupported') expect(value).toBeUndefined();
          else if (f.kind === 'number') expect(value).toBe(n);
          else if (f.kind === 'dropdown') {
            const raw = f.options[0].value;
            expect(value).toBe(/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw);
          } else if (f.kind === 'bool') expect(value).toBe(true);
          else expect(value).toBe(text);
        }
      }),
    );
  });
});

describe('checksums in mapped forms', () => {
  const form = mapPaymentFields(
    [bank[0], { key: 'cardNumber', mask: '0000 0000 0000 0000', objectType: 1, option: null }],
    { checks: { iban: 'iban', cardNumber: 'luhn' } },
  );
  const validator = createMappedValidator(form.schema);
  const names = (data: MappedFormData) => validator.validateFormData(data, form.schema).errors.map((e) => e.name);
  it('accepts a valid IBAN (digits after TR) and card number, refuses wrong check digits', () => {
    expect(names({ iban: '330006100519786457841326', cardNumber: '4111111111111111' })).toEqual([]);
    expect(names({ iban: '330006100519786457841327', cardNumber: '4111111111111112' })).toEqual(['iban', 'luhn']);
  });
});
