import { describe, expect, it } from 'vitest';
import { identityNameKey, isOfAge, isValidTcNumber, parseBirthDate } from './identity';

describe('isValidTcNumber', () => {
  it('accepts numbers whose two check digits follow the official rule', () => {
    for (const valid of ['10000000146', '12345678950', '98765432150', '11111111110']) expect(isValidTcNumber(valid)).toBe(true);
  });
  it('refuses a wrong 10th or 11th digit, a leading 0, other lengths and non-digits', () => {
    for (const bad of ['10000000147', '10000000156', '12345678901', '01234567890', '1000000014', '100000001460', '1000000014a', '']) {
      expect(isValidTcNumber(bad)).toBe(false);
    }
  });
});

describe('isOfAge and parseBirthDate', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('is 18 from the 18th birthday on', () => {
    expect(isOfAge('2008-11-23', now)).toBe(true);
    expect(isOfAge('2008-11-24', now)).toBe(false);
    expect(isOfAge('1970-01-01', now)).toBe(true);
  });
  it('refuses dates that do not exist or lie in the future', () => {
    expect(parseBirthDate('1990-02-30')).toBeNull();
    expect(parseBirthDate('17.05.1990')).toBeNull();
    expect(isOfAge('2030-01-01', now)).toBe(false);
  });
});

describe('identityNameKey', () => {
  it('folds Turkish case and white space, whatever the split between name and surname', () => {
    expect(identityNameKey('  AYŞE  nur', 'YILMAZ')).toBe('ayse nur yilmaz');
    expect(identityNameKey('Ayşe', 'Nur Yılmaz')).toBe(identityNameKey('AYŞE NUR', 'yılmaz'));
    expect(identityNameKey('IŞIL', 'Çelik')).toBe(identityNameKey('ışıl', 'ÇELİK'));
  });
});
