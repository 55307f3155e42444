import { intlTag } from '@contracts/domain/money';
import { offeredLanguage } from './locale';

/**
 * How the site reads and writes a money amount the player types or pastes (amount fields of the deposit, withdraw
 * and limit forms; docs/product.md §5 "Numeric fields use the lira prefix and the tr-TR locale"). Amounts are lira, never
 * kuruş. The one rule, used for typing, pasting and the field's display:
 *
 * - The language's marks come from Intl by its code (docs/operators.md: no table of languages): tr "," is the decimal
 *   mark and "." groups thousands (`1.500,75` → 1500.75, `10.000` → 10000); en "." is the decimal mark and ","
 *   groups (`1,500.75`); de like tr; fr "," with spaces grouping.
 * - Spaces (also no-break spaces) may group thousands (`1 500,75`).
 * - A lira sign or "TL"/"TRY" before or after is ignored (`₺1.500,75`).
 * - Both marks present (`1.500,75`, `1,500.75`): the last one is the decimal mark, whatever the language — the
 *   text can mean nothing else.
 * - Only one mark, appearing more than once (`1.500.000`): it groups thousands.
 * - Only one mark, once: the language's decimal mark is the decimal mark (`1500,5` in tr). The language's grouping
 *   mark groups when exactly 3 digits follow it (`1.500` in tr), and is read as the decimal mark the player meant
 *   when 1–2 digits follow (`1500.75` in tr → 1500.75); with 4 or more digits after it the text is refused.
 * - A grouping mark must sit between 3-digit groups (`15.00.000` is refused); more decimals than the field allows
 *   are refused rather than rounded (`1,505` in tr: money is never silently changed), and so is anything else.
 * - A decimal mark with nothing after it yet (`1500,` while typing) reads as the whole number.
 */

/** The language code whose number convention the amount fields follow (src/lib/locale.ts `Language`). */
export type AmountLocale = string;

/** What a typed or pasted text means: nothing yet, an amount in lira, or a text that is not an amount. */
export type AmountReading = { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'invalid' };

const marks = new Map<string, { decimal: '.' | ','; group: string }>();

/**
 * The decimal and grouping marks of `locale` as Intl writes 12345.6 in it: tr {',', '.'}, en {'.', ','},
 * fr {',', ' '} (no-break spaces read as spaces). A language writing another decimal mark is read with '.'.
 */
export function amountMarks(locale: AmountLocale): { decimal: '.' | ','; group: string } {
  let found = marks.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(intlTag(locale), { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.6);
    const decimal = parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
    const group = (parts.find((p) => p.type === 'group')?.value ?? '').normalize('NFKC');
    found = { decimal, group };
    marks.set(locale, found);
  }
  return found;
}

/** Most integer digits accepted (up to 999.999.999.999 lira); longer texts are refused, not truncated. */
const MAX_INTEGER_DIGITS = 12;
const CURRENCY = /^(?:₺|TL|TRY)\s*|\s*(?:₺|TL|TRY)$/giu;
const INVALID: AmountReading = { kind: 'invalid' };

/** The amount locale of an i18next language code: the offered language it names (src/lib/locale.ts). */
export function amountLocaleOf(language: string | undefined): AmountLocale {
  return offeredLanguage(language);
}

/**
 * Reads a typed or pasted amount text by the rule above. `scale` is the number of decimals the field allows
 * (2 for lira and kuruş precision, 0 for whole lira). The value is in lira.
 */
export function parseAmountInput(text: string, locale: AmountLocale, scale = 2): AmountReading {
  let s = text.normalize('NFKC').trim().replace(CURRENCY, '').trim();
  if (s === '') return { kind: 'empty' };
  if (/[^\d.,\s]/.test(s)) return INVALID;
  // Spaces only as thousands grouping: a digit, then exactly 3 digits.
  s = s.replace(/(\d)\s+(?=\d{3}(?!\d))/g, '$1');
  if (/\s/.test(s)) return INVALID;

  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const after = s.length - s.indexOf(mark) - 1;
    if (mark === amountMarks(locale).decimal || after < 3) decimal = mark;
    else if (after > 3) return INVALID;
  }

  const at = decimal ? s.lastIndexOf(decimal) : s.length;
  const integerPart = s.slice(0, at);
  const fraction = decimal ? s.slice(at + 1) : '';
  if (!/^\d*$/.test(fraction) || fraction.length > scale) return INVALID;
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : dots ? '.' : commas ? ',' : null;
  let digits = integerPart;
  if (group && integerPart.includes(group)) {
    const groups = integerPart.split(group);
    if (!/^\d{1,3}$/.test(groups[0]) || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return INVALID;
    digits = groups.join('');
  }
  if (!/^\d*$/.test(digits) || (digits === '' && fraction === '')) return INVALID;
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return INVALID;
  return { kind: 'amount', value: Number(`${digits || '0'}.${fraction || '0'}`) };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in lira as the field shows it, without the lira sign: `1.500`, `1.500,75` (tr) or `1,500.75` (en), in
 * the language's own convention through Intl.
 * Whole amounts show no decimals; others show exactly `scale` decimals. parseAmountInput reads it back unchanged.
 */
export function formatAmountInput(value: number, locale: AmountLocale, scale = 2): string {
  const decimals = Number.isInteger(value) ? 0 : scale;
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlTag(locale), {
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
