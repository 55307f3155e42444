import { describe, expect, it } from 'vitest';
import { amountLocaleOf, formatAmountInput, parseAmountInput, type AmountLocale } from './amount-input';

type Row = [text: string, expected: number | 'empty' | 'invalid'];

const reading = (text: string, locale: AmountLocale, scale = 2) => {
  const result = parseAmountInput(text, locale, scale);
  return result.kind === 'amount' ? result.value : result.kind;
};

describe('parseAmountInput, tr (tr-TR: "." groups, "," is the decimal mark)', () => {
  const rows: Row[] = [
    // The inputs a player types in the amount field.
    ['10.000', 10000],
    ['1.500,75', 1500.75],
    ['1500', 1500],
    ['1.500', 1500],
    ['1500,5', 1500.5],
    ['₺1.500,75', 1500.75],
    ['1 500,75', 1500.75],
    // A single "." with 1–2 digits after it is the decimal the player meant.
    ['1500.75', 1500.75],
    ['1500.5', 1500.5],
    ['0.5', 0.5],
    // Lira signs, TL and other spaces.
    ['₺ 1.500,75', 1500.75],
    ['1.500,75 TL', 1500.75],
    ['1.500,75 ₺', 1500.75],
    ['TRY 250', 250],
    ['1\u00a0500,75', 1500.75],
    ['1\u202f500', 1500],
    ['  250  ', 250],
    // Larger groupings and the other language's convention when both marks say it unambiguously.
    ['1.500.000', 1500000],
    ['1.500.000,25', 1500000.25],
    ['1,500.75', 1500.75],
    ['1,500,000', 1500000],
    // Mid-typing states.
    ['1500,', 1500],
    ['10.', 10],
    ['10.0', 10],
    ['10.00', 10],
    [',5', 0.5],
    ['0,05', 0.05],
    ['007', 7],
    // Empty.
    ['', 'empty'],
    ['   ', 'empty'],
    ['₺', 'empty'],
    // Refused rather than guessed or rounded.
    ['1,505', 'invalid'],
    ['1,500', 'invalid'],
    ['1.5000', 'invalid'],
    ['15.00.000', 'invalid'],
    ['1.50.000', 'invalid'],
    ['1500,755', 'invalid'],
    ['1,2,3', 'invalid'],
    ['1.500,75.3', 'invalid'],
    ['-100', 'invalid'],
    ['1e5', 'invalid'],
    ['abc', 'invalid'],
    ['12 34', 'invalid'],
    ['1 50', 'invalid'],
    ['.', 'invalid'],
    [',', 'invalid'],
    ['1234567890123', 'invalid'],
  ];
  it.each(rows)('%j → %s', (text, expected) => {
    expect(reading(text, 'tr')).toBe(expected);
  });
});

describe('parseAmountInput, en (en-US: "," groups, "." is the decimal mark)', () => {
  const rows: Row[] = [
    ['1,500.75', 1500.75],
    ['10,000', 10000],
    ['1,500', 1500],
    ['1500', 1500],
    ['1500.5', 1500.5],
    ['1500,5', 1500.5],
    ['1500,75', 1500.75],
    ['₺1,500.75', 1500.75],
    ['1 500.75', 1500.75],
    ['1,500,000.25', 1500000.25],
    ['1.500,75', 1500.75],
    ['1.500.000', 1500000],
    ['1500.', 1500],
    ['', 'empty'],
    ['1.500', 'invalid'],
    ['1,5000', 'invalid'],
    ['15,00,000', 'invalid'],
    ['1.505', 'invalid'],
  ];
  it.each(rows)('%j → %s', (text, expected) => {
    expect(reading(text, 'en')).toBe(expected);
  });
});

describe('parseAmountInput with whole-lira fields (scale 0)', () => {
  it('accepts grouping and refuses decimals', () => {
    expect(reading('1.500', 'tr', 0)).toBe(1500);
    expect(reading('1500,', 'tr', 0)).toBe(1500);
    expect(reading('1500,5', 'tr', 0)).toBe('invalid');
    expect(reading('1500.50', 'tr', 0)).toBe('invalid');
    expect(reading('1,500', 'en', 0)).toBe(1500);
  });
});

describe('formatAmountInput', () => {
  it('writes whole amounts without decimals and others with the field scale, in the language convention', () => {
    expect(formatAmountInput(1500, 'tr')).toBe('1.500');
    expect(formatAmountInput(1500.75, 'tr')).toBe('1.500,75');
    expect(formatAmountInput(1500.5, 'tr')).toBe('1.500,50');
    expect(formatAmountInput(10000, 'tr')).toBe('10.000');
    expect(formatAmountInput(1500.75, 'en')).toBe('1,500.75');
    expect(formatAmountInput(250, 'en')).toBe('250');
  });

  it('is read back to the same amount in both languages', () => {
    for (const locale of ['tr', 'en'] as const) {
      for (const value of [0, 0.05, 1, 99.9, 100, 999.99, 1000, 1500.75, 10000, 1234567.89]) {
        expect(reading(formatAmountInput(value, locale), locale)).toBe(value);
      }
    }
  });
});

describe('amountLocaleOf', () => {
  it('maps i18next languages to the two conventions, tr by default', () => {
    expect(amountLocaleOf('en')).toBe('en');
    expect(amountLocaleOf('en-GB')).toBe('en');
    expect(amountLocaleOf('tr')).toBe('tr');
    expect(amountLocaleOf(undefined)).toBe('tr');
  });
});
