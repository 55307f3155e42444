// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import tr from '@config/locales/tr.json';
import en from '@config/locales/en.json';
import { formatLira } from './format';
import { initI18n } from './i18n';
import { formatMoney, formatOdds } from '@contracts/domain/money';

/** Money as the locale writes it: tr ₺50.000,00, en ₺50,000.00. */
const MONEY_PATTERN = { tr: /^-?₺\d{1,3}(\.\d{3})*,\d{2}$/, en: /^-?₺\d{1,3}(,\d{3})*\.\d{2}$/ } as const;

function texts(bundle: unknown, prefix = ''): [string, string][] {
  if (typeof bundle === 'string') return [[prefix, bundle]];
  return Object.entries(bundle as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

describe('money in the player language', () => {
  it('formats lira per language with one function', () => {
    expect(formatMoney(50000, 'tr')).toBe('₺50.000,00');
    expect(formatMoney(50000, 'en')).toBe('₺50,000.00');
    expect(formatMoney(0, 'en-US')).toBe('₺0.00');
    expect(formatLira(1234.5, 'en')).toBe('₺1,234.50');
    for (const lang of ['tr', 'en'] as const) {
      for (const lira of [0, 0.5, 100, 1234.56, 50000, 1000000]) expect(formatMoney(lira, lang)).toMatch(MONEY_PATTERN[lang]);
    }
  });

  it('limit messages of the amount field show the amount like the dialog does (₺50.000,00, not ₺50000)', async () => {
    await initI18n('tr', { tr: { translation: tr } });
    expect(i18next.t('wallet.amountMax', { limit: 50000 })).toBe('Tutar en fazla ₺50.000,00 olabilir.');
    expect(i18next.t('wallet.amountMin', { limit: 100 })).toBe('Tutar en az ₺100,00 olmalıdır.');
    await initI18n('en', { en: { translation: en } });
    expect(i18next.t('wallet.amountMax', { limit: 50000 })).toBe('The amount can be at most ₺50,000.00.');
  });

  it('no locale text glues the lira sign to a raw number parameter', () => {
    for (const [lang, bundle] of [['tr', tr], ['en', en]] as const) {
      const raw = texts(bundle).filter(([, text]) => /₺\s*\{\{/.test(text));
      expect(raw, lang).toEqual([]);
    }
  });
});

describe('formatOdds', () => {
  it('writes decimal odds with the language decimal mark and two decimals', () => {
    expect(formatOdds(2.24, 'tr')).toBe('2,24');
    expect(formatOdds(2.24, 'en')).toBe('2.24');
    expect(formatOdds(3, 'tr-TR')).toBe('3,00');
    expect(formatOdds(Number.NaN, 'en')).toBe('0.00');
  });
});
