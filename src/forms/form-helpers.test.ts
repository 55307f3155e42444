import { describe, expect, it } from 'vitest';
import { formatMasked, isMaskComplete, isOnlyFixedText, leadingFixedText } from './mask';
import { visibleErrors, fieldId } from './visible-errors';
import { messageFor } from './error-messages';

const PHONE = '+{9\\0} (000) 000 00 00';

describe('mask helpers (docs/product.md §2: phone 10 digits with fixed prefix 90; codes 000-000 and 00-00-00)', () => {
  it('formats and checks completeness of unmasked values', () => {
    expect(formatMasked(PHONE, '905321234567')).toBe('+90 (532) 123 45 67');
    expect(isMaskComplete(PHONE, '905321234567')).toBe(true);
    expect(isMaskComplete(PHONE, '90532123456')).toBe(false);
    expect(formatMasked('00-00-00', '123456')).toBe('12-34-56');
    expect(isMaskComplete('000-000', '12345')).toBe(false);
  });
  it('treats the fixed lead alone as empty', () => {
    expect(leadingFixedText(PHONE)).toBe('+90 (');
    expect(isOnlyFixedText(PHONE, '+90')).toBe(true);
    expect(isOnlyFixedText(PHONE, '+90 (5')).toBe(false);
    expect(leadingFixedText('000-000')).toBe('');
  });
});

describe('visibleErrors (docs/product.md §5: on blur or on submit, never before)', () => {
  const errors = { name: { __errors: ['a'] }, birthDate: { day: { __errors: ['b'] } } };
  it('shows only touched fields before a submit, everything after', () => {
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set([fieldId(['birthDate', 'day'])]), false)).toEqual({
      birthDate: { day: { __errors: ['b'] } },
    });
    expect(visibleErrors(errors, new Set(), true)).toBe(errors);
  });
});

describe('messageFor', () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it('uses the per-field override, with its values, else validation.<keyword>', () => {
    expect(messageFor(t, undefined, 'minLength', { limit: 5 })).toBe('validation.minLength{"limit":5}');
    expect(messageFor(t, { 'ui:errorMessages': { pattern: 'validation.lettersOnly' } }, 'pattern')).toBe(
      'validation.lettersOnly{}',
    );
    expect(
      messageFor(
        t,
        { 'ui:errorMessages': { pattern: { key: 'validation.digitsExact', values: { digits: 11 } } } },
        'pattern',
      ),
    ).toBe('validation.digitsExact{"digits":11}');
    expect(messageFor(t, undefined, 'const')).toBe('validation.invalid{}');
  });
});
