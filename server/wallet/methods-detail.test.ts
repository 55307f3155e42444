import { describe, expect, it } from 'vitest';
import { classifyField, fieldRule, validateFlat } from '@contracts/domain/payment-field-rules';
import { ApiFailure } from '@server/http/envelope';
import { checkDetail } from './methods-detail';
import type { PaymentMethodRow } from './methods';

/**
 * A payment detail is checked by the server with the rules the site's form applies, from the same
 * descriptors (contracts/domain/payment-field-rules.ts). Each case below is refused by the site's mapped form; the
 * server must refuse it too, naming the field.
 */
const method: PaymentMethodRow = {
  id: 9,
  transactionType: 1,
  name: 'Test',
  kind: 'bank',
  logo: null,
  minKurus: 1000,
  maxKurus: 1_000_000,
  processing: null,
  fee: null,
  fields: [
    { key: 'amount', objectType: 4, mask: null, option: null },
    { key: 'count', objectType: 2, mask: null, option: null },
    { key: 'when', objectType: 6, mask: null, option: null },
    { key: 'bank', objectType: 7, mask: null, option: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] },
  ] as PaymentMethodRow['fields'],
};
/** The schema the site's mapper builds from the descriptors (src/forms/payment-field-mapper.ts: the same two functions). */
function siteSchema(fields: readonly unknown[]) {
  const seen = new Set<string>();
  const mapped = fields.map((raw, index) => classifyField(raw, index, seen));
  return { type: 'object', required: mapped.map((f) => f.key), properties: Object.fromEntries(mapped.map((f) => [f.key, fieldRule(f)])) };
}
const valid = { amount: 50, count: 3, when: '2026-01-02', bank: 2 };

function refusal(detail: Record<string, unknown>): string | null {
  try {
    checkDetail(method, detail);
    return null;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return `${error.key}:${String((error.params as { field?: unknown }).field ?? '')}`;
  }
}

describe('checkDetail applies the site form rules (docs/architecture.md "Forms")', () => {
  it('accepts what the site form accepts', () => {
    expect(refusal(valid)).toBeNull();
    expect(validateFlat(siteSchema(method.fields), { ...valid, bank: '2' })).toEqual([]);
  });

  it.each([
    ['a negative whole number', { count: -1 }, 'count'],
    ['a date the form pattern refuses', { when: '2026-01-02 10:00' }, 'when'],
    ['a text in a number field', { count: '3' }, 'count'],
    ['an option that is not offered', { bank: 3 }, 'bank'],
  ])('refuses %s, as the site form does', (_what, change, field) => {
    const site = validateFlat(siteSchema(method.fields), { ...valid, bank: String(valid.bank), ...change, ...('bank' in change ? { bank: String(change.bank) } : {}) });
    expect(site.map((e) => e.property)).toContain(`.${field}`);
    expect(refusal({ ...valid, ...change })).toMatch(/^payment\.fieldInvalid:/);
  });
});
